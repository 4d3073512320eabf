// Jest runs server modules directly; the real package throws outside a React server bundle.
export {};
