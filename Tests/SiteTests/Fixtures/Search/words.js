// Splits each line of a text into words as search.js splits the reader's query and the index its pages, with one
// of its schemes, and writes a line for each: its words, each with its stem ("word/stem") or a dash for a stop
// word ("word/-"), between spaces.
// Usage: node words.js SEARCH.js TEXT OUTPUT SCHEME (english or plain)
//
// search.js defines its words inside the function that runs the page's search box: the harness runs
// its "Words" section alone, from that heading's comment to the next section's.
"use strict";
const fs = require("fs");
const vm = require("vm");

const [scriptPath, textPath, outputPath, schemeName] = process.argv.slice(2);
const script = fs.readFileSync(scriptPath, "utf8");
const start = script.indexOf("// --- Words");
const end = script.indexOf("// ---", start + 1);
if (start < 0 || end < 0) throw new Error(`${scriptPath} has no "// --- Words" section followed by another`);
const section = `${script.slice(start, end)}\n({ words, schemes });`;
const { words, schemes } = vm.runInNewContext(section, { TextEncoder });
const scheme = schemes[schemeName];
if (!scheme) throw new Error(`search.js has no scheme '${schemeName}'`);

const lines = fs.readFileSync(textPath, "utf8").split("\n");
const output = lines.map((line) => words(line, scheme).map((word) => `${word}/${scheme.isStopWord(word) ? "-" : scheme.stem(word)}`).join(" "));
fs.writeFileSync(outputPath, output.join("\n"));
