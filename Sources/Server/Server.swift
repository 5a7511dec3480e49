// Placeholder until the Server module lands.
