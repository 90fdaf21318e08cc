// The `server-only` guard, as Next's server builds see it: nothing. Tests import server modules from Node directly,
// where the package's own entry would refuse them; the guard itself is Next's to enforce, at build.
export {};
