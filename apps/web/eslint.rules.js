// @ts-check
// Web-only lint rules, imported by the root eslint.config.js.
export default [];
