// Placeholder until the Markdown module lands.
