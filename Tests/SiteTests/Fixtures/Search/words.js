// Splits each line of a text into words as search.js splits the reader's query, and writes a line for
// each: its words, each with its stem ("word/stem") or a dash for a stop word ("word/-"), between spaces.
// Usage: node words.js SEARCH.js TEXT OUTPUT
//
// search.js defines its words inside the function that runs the page's search box: the harness runs
// its "Words" section alone, from that heading's comment to the next section's.
"use strict";
const fs = require("fs");
const vm = require("vm");

const [scriptPath, textPath, outputPath] = process.argv.slice(2);
const script = fs.readFileSync(scriptPath, "utf8");
const start = script.indexOf("// --- Words");
const end = script.indexOf("// ---", start + 1);
if (start < 0 || end < 0) throw new Error(`${scriptPath} has no "// --- Words" section followed by another`);
const section = `${script.slice(start, end)}\n({ words, stem, stopWords });`;
const { words, stem, stopWords } = vm.runInNewContext(section, { TextEncoder });

const lines = fs.readFileSync(textPath, "utf8").split("\n");
const output = lines.map((line) => words(line).map((word) => `${word}/${stopWords.has(word) ? "-" : stem(word)}`).join(" "));
fs.writeFileSync(outputPath, output.join("\n"));
