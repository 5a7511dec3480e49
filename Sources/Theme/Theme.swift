// Placeholder until the Theme module lands.
