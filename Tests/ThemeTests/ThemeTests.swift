// Placeholder until the Theme tests land.
