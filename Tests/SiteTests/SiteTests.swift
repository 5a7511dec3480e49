// Placeholder until the Site tests land.
