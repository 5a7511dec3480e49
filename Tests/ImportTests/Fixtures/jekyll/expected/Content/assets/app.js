(function () { console.log("hi"); })();
