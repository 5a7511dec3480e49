// Placeholder until the Templates module lands.
