// Placeholder until the Server tests land.
