// Test-only helper contracts are not part of the product.
module.exports = { skipFiles: ["test/"] };
