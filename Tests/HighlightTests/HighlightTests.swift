// Placeholder until the Highlight tests land.
