---
---
(function () { console.log("hi"); })();
