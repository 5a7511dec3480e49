// Placeholder until the CLI lands.
