#!/usr/bin/env node
import { readFile } from "node:fs/promises";

// Regex literals versus division
const ratio = total / count / 2;
const pattern = /[/\]]+\d{2,}/gi.test(input) ? 1 : 0;
const half = (a + b) / 2, re = [/ab+c/, /x/y];

export default async function load(path, { retries = 3 } = {}) {
  const text = await readFile(path, "utf8");
  const message = `Loaded ${path.split("/").pop()} (${text.length} bytes, ${`nested ${retries}`})`;
  for (const line of text.split("\n")) {
    if (line.startsWith('#')) continue;
  }
  return { default: message, type: typeof text, size: 0x1F + 1_000n + .5e-3 };
}

class Loader extends EventTarget {
  static #count = 0;
  get count() { return Loader.#count; }
  @logged async run() { return this.count?.toString(); }
}
