// Placeholder until the CLI module lands.
