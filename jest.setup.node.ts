/**
 * PGlite's package loads its WebAssembly through a dynamic import, which jest's module system cannot
 * run without --experimental-vm-modules. Loading its CommonJS build with Node's own loader sidesteps
 * that for every test of the built-in API.
 */
jest.mock('@electric-sql/pglite', () => {
  const nodeModule = process.getBuiltinModule('node:module') as unknown as {
    _load(request: string, parent: null, isMain: boolean): unknown;
  };
  return nodeModule._load(
    `${process.cwd()}/node_modules/@electric-sql/pglite/dist/index.cjs`,
    null,
    false,
  );
});
