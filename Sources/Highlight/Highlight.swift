// Placeholder until the Highlight module lands.
