// oidc-provider ships no type declarations (and @types/oidc-provider is not installed): the
// loopback test provider uses it untyped.
declare module 'oidc-provider';
declare module 'oidc-provider/lib/adapters/memory_adapter.js';
