// Placeholder until the Templates tests land.
