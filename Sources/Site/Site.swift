// Placeholder until the Site module lands.
