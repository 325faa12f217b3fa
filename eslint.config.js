// Lint: the layer boundaries of the house (import zones) and a few correctness rules. The typecheck (tsc) is separate.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX, { createNodeResolver } from "eslint-plugin-import-x";

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", ".bench/**", "dist-test-*/**", ".artifacts/**"] },
  {
    files: ["**/*.ts", "**/*.tsx"],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })] },
    rules: {
      // Control characters are matched on purpose when cleaning pasted text and scraped pages.
      "no-control-regex": "off",
      // A test server is declared before the fake that reads it and assigned once after.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true, argsIgnorePattern: "^_" }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            zone("./src/lib", "./src", "lib/ holds pure helpers: it imports nothing else from src/", ["./lib"]),
            ...["jobs", "events", "auth", "db", "workers", "importers", "files"].flatMap((layer) => [
              zone(`./src/${layer}`, "./src/http", `${layer}/ sits below the HTTP layer: it never imports http/`),
              zone(`./src/${layer}`, "./src/modules", `${layer}/ sits below the modules: it never imports modules/`),
            ]),
          ],
        },
      ],
    },
  },
  {
    // Small files: past 500 lines a source file is split by what its parts do.
    files: ["src/**/*.ts", "src/**/*.tsx"],
    rules: { "max-lines": ["error", { max: 500 }] },
  },
  {
    // Test responses are read loosely (a body typed `any` per request); the code under test stays strict.
    files: ["test/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
