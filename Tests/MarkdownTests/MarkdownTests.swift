// Placeholder until the Markdown tests land.
