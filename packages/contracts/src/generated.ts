// generated — do not edit. Regenerate with `npm run codegen -w packages/contracts`.
// Source: packages/contracts/contracts/*.sol, scripts/codegen.ts.

export const storeAbi = [
  {
    inputs: [{ internalType: "string", name: "gateway", type: "string" }],
    stateMutability: "nonpayable",
    type: "constructor",
  },
  {
    inputs: [
      { internalType: "uint256", name: "listingId", type: "uint256" },
      { internalType: "address", name: "proposer", type: "address" },
    ],
    name: "AlreadyApproved",
    type: "error",
  },
  { inputs: [], name: "EmptyMetadataId", type: "error" },
  {
    inputs: [{ internalType: "uint256", name: "expiration", type: "uint256" }],
    name: "ExpirationInPast",
    type: "error",
  },
  { inputs: [], name: "FailedDeployment", type: "error" },
  {
    inputs: [{ internalType: "address", name: "collection", type: "address" }],
    name: "IncompatibleCollection",
    type: "error",
  },
  {
    inputs: [
      { internalType: "uint256", name: "balance", type: "uint256" },
      { internalType: "uint256", name: "needed", type: "uint256" },
    ],
    name: "InsufficientBalance",
    type: "error",
  },
  {
    inputs: [{ internalType: "uint256", name: "amount", type: "uint256" }],
    name: "InvalidAmount",
    type: "error",
  },
  { inputs: [], name: "InvalidCollectionKind", type: "error" },
  {
    inputs: [
      { internalType: "uint256", name: "offerId", type: "uint256" },
      { internalType: "enum Store.OfferState", name: "state", type: "uint8" },
    ],
    name: "InvalidOfferState",
    type: "error",
  },
  {
    inputs: [{ internalType: "uint256", name: "royaltyFee", type: "uint256" }],
    name: "InvalidRoyaltyFee",
    type: "error",
  },
  {
    inputs: [{ internalType: "uint256", name: "listingId", type: "uint256" }],
    name: "ListingExpired",
    type: "error",
  },
  {
    inputs: [{ internalType: "uint256", name: "listingId", type: "uint256" }],
    name: "ListingInactive",
    type: "error",
  },
  {
    inputs: [{ internalType: "uint256", name: "listingId", type: "uint256" }],
    name: "ListingNotFound",
    type: "error",
  },
  {
    inputs: [
      { internalType: "uint256", name: "listingId", type: "uint256" },
      { internalType: "address", name: "account", type: "address" },
    ],
    name: "NotApproved",
    type: "error",
  },
  {
    inputs: [
      { internalType: "address", name: "collection", type: "address" },
      { internalType: "address", name: "account", type: "address" },
    ],
    name: "NotCollectionOwner",
    type: "error",
  },
  {
    inputs: [
      { internalType: "uint256", name: "offerId", type: "uint256" },
      { internalType: "address", name: "account", type: "address" },
    ],
    name: "NotOfferParty",
    type: "error",
  },
  {
    inputs: [
      { internalType: "uint256", name: "listingId", type: "uint256" },
      { internalType: "address", name: "account", type: "address" },
    ],
    name: "NotSeller",
    type: "error",
  },
  {
    inputs: [
      { internalType: "address", name: "collection", type: "address" },
      { internalType: "uint256", name: "tokenId", type: "uint256" },
      { internalType: "address", name: "account", type: "address" },
    ],
    name: "NotTokenOwner",
    type: "error",
  },
  {
    inputs: [{ internalType: "uint256", name: "offerId", type: "uint256" }],
    name: "OfferNotFound",
    type: "error",
  },
  { inputs: [], name: "ReentrancyGuardReentrantCall", type: "error" },
  {
    inputs: [{ internalType: "uint256", name: "listingId", type: "uint256" }],
    name: "StaleListing",
    type: "error",
  },
  {
    inputs: [{ internalType: "address", name: "collection", type: "address" }],
    name: "UnknownCollection",
    type: "error",
  },
  { inputs: [], name: "ZeroAddress", type: "error" },
  { inputs: [], name: "ZeroRoyaltyRecipient", type: "error" },
  {
    anonymous: false,
    inputs: [
      { indexed: true, internalType: "uint256", name: "listingId", type: "uint256" },
      { indexed: true, internalType: "address", name: "proposer", type: "address" },
      { indexed: true, internalType: "address", name: "destinationCollection", type: "address" },
      { indexed: false, internalType: "uint256", name: "newTokenId", type: "uint256" },
      { indexed: false, internalType: "address", name: "originalCollection", type: "address" },
      { indexed: false, internalType: "uint256", name: "originalTokenId", type: "uint256" },
      { indexed: false, internalType: "uint256", name: "remainingSupply", type: "uint256" },
    ],
    name: "AgreementExecuted",
    type: "event",
  },
  {
    anonymous: false,
    inputs: [
      { indexed: true, internalType: "address", name: "owner", type: "address" },
      { indexed: true, internalType: "address", name: "collection", type: "address" },
      { indexed: false, internalType: "enum Store.CollectionKind", name: "kind", type: "uint8" },
      { indexed: false, internalType: "string", name: "name", type: "string" },
    ],
    name: "CollectionCreated",
    type: "event",
  },
  {
    anonymous: false,
    inputs: [
      { indexed: true, internalType: "uint256", name: "listingId", type: "uint256" },
      { indexed: true, internalType: "address", name: "proposer", type: "address" },
    ],
    name: "ListingApproved",
    type: "event",
  },
  {
    anonymous: false,
    inputs: [{ indexed: true, internalType: "uint256", name: "listingId", type: "uint256" }],
    name: "ListingCancelled",
    type: "event",
  },
  {
    anonymous: false,
    inputs: [
      { indexed: true, internalType: "uint256", name: "listingId", type: "uint256" },
      { indexed: true, internalType: "address", name: "seller", type: "address" },
      { indexed: true, internalType: "address", name: "collection", type: "address" },
      { indexed: false, internalType: "uint256", name: "tokenId", type: "uint256" },
      { indexed: false, internalType: "uint256", name: "supply", type: "uint256" },
      { indexed: false, internalType: "uint256", name: "royaltyFee", type: "uint256" },
      { indexed: false, internalType: "uint256", name: "expiration", type: "uint256" },
      { indexed: false, internalType: "address", name: "royaltyRecipient", type: "address" },
    ],
    name: "ListingCreated",
    type: "event",
  },
  {
    anonymous: false,
    inputs: [
      { indexed: true, internalType: "uint256", name: "listingId", type: "uint256" },
      { indexed: false, internalType: "uint256", name: "expiration", type: "uint256" },
      { indexed: false, internalType: "address", name: "royaltyRecipient", type: "address" },
      { indexed: false, internalType: "uint256", name: "royaltyFee", type: "uint256" },
    ],
    name: "ListingUpdated",
    type: "event",
  },
  {
    anonymous: false,
    inputs: [{ indexed: true, internalType: "uint256", name: "offerId", type: "uint256" }],
    name: "OfferAccepted",
    type: "event",
  },
  {
    anonymous: false,
    inputs: [{ indexed: true, internalType: "uint256", name: "offerId", type: "uint256" }],
    name: "OfferAuthorized",
    type: "event",
  },
  {
    anonymous: false,
    inputs: [
      { indexed: true, internalType: "uint256", name: "offerId", type: "uint256" },
      { indexed: true, internalType: "address", name: "offeror", type: "address" },
      { indexed: true, internalType: "address", name: "collectionOwnerAddr", type: "address" },
      { indexed: false, internalType: "uint256", name: "assetId", type: "uint256" },
      { indexed: false, internalType: "address", name: "gameAddress", type: "address" },
    ],
    name: "OfferMade",
    type: "event",
  },
  {
    inputs: [],
    name: "MAX_ROYALTY_FEE",
    outputs: [{ internalType: "uint16", name: "", type: "uint16" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [],
    name: "MULTIPLE_IMPLEMENTATION",
    outputs: [{ internalType: "address", name: "", type: "address" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [],
    name: "PLATFORM_FEE_BPS",
    outputs: [{ internalType: "uint16", name: "", type: "uint16" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [],
    name: "SINGLE_IMPLEMENTATION",
    outputs: [{ internalType: "address", name: "", type: "address" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [{ internalType: "uint256", name: "offerId", type: "uint256" }],
    name: "acceptOffer",
    outputs: [],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    inputs: [
      { internalType: "uint256", name: "listingId", type: "uint256" },
      { internalType: "address", name: "proposer", type: "address" },
    ],
    name: "approveListing",
    outputs: [],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    inputs: [{ internalType: "uint256", name: "offerId", type: "uint256" }],
    name: "authorizeOffer",
    outputs: [],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    inputs: [{ internalType: "uint256", name: "listingId", type: "uint256" }],
    name: "cancelListing",
    outputs: [],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address", name: "collection", type: "address" },
      { internalType: "address", name: "account", type: "address" },
    ],
    name: "checkForCompatibility",
    outputs: [{ internalType: "bool", name: "", type: "bool" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [{ internalType: "address", name: "collection", type: "address" }],
    name: "collectionOwner",
    outputs: [{ internalType: "address", name: "", type: "address" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [{ internalType: "address", name: "collection", type: "address" }],
    name: "collections",
    outputs: [
      { internalType: "address", name: "owner", type: "address" },
      { internalType: "enum Store.CollectionKind", name: "kind", type: "uint8" },
    ],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [
      { internalType: "string", name: "name", type: "string" },
      { internalType: "string", name: "symbol", type: "string" },
      { internalType: "enum Store.CollectionKind", name: "kind", type: "uint8" },
    ],
    name: "createCollection",
    outputs: [{ internalType: "address", name: "collection", type: "address" }],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address", name: "collection", type: "address" },
      { internalType: "uint256", name: "amount", type: "uint256" },
      { internalType: "string", name: "metadataId", type: "string" },
      { internalType: "uint96", name: "royaltyFee", type: "uint96" },
    ],
    name: "createNFT",
    outputs: [{ internalType: "uint256", name: "tokenId", type: "uint256" }],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    inputs: [
      { internalType: "uint256", name: "listingId", type: "uint256" },
      { internalType: "uint64", name: "expiration", type: "uint64" },
      { internalType: "address", name: "royaltyRecipient", type: "address" },
      { internalType: "uint16", name: "royaltyFee", type: "uint16" },
    ],
    name: "editListings",
    outputs: [],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    inputs: [
      { internalType: "uint256", name: "listingId", type: "uint256" },
      { internalType: "address", name: "destinationCollection", type: "address" },
    ],
    name: "executeListing",
    outputs: [{ internalType: "uint256", name: "newTokenId", type: "uint256" }],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    inputs: [{ internalType: "address", name: "owner", type: "address" }],
    name: "getCollectionsByOwner",
    outputs: [
      {
        components: [
          { internalType: "address", name: "collectionAddress", type: "address" },
          { internalType: "string", name: "collectionName", type: "string" },
        ],
        internalType: "struct Store.CollectionEntry[]",
        name: "entries",
        type: "tuple[]",
      },
    ],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [{ internalType: "uint256", name: "listingId", type: "uint256" }],
    name: "getListedNft",
    outputs: [
      {
        components: [
          { internalType: "address", name: "seller", type: "address" },
          { internalType: "bool", name: "active", type: "bool" },
          { internalType: "uint256", name: "supply", type: "uint256" },
          { internalType: "uint256", name: "expiration", type: "uint256" },
          { internalType: "uint256", name: "royaltyFee", type: "uint256" },
          { internalType: "address", name: "royaltyRecipient", type: "address" },
          { internalType: "address", name: "collection", type: "address" },
          { internalType: "uint256", name: "tokenId", type: "uint256" },
        ],
        internalType: "struct Store.ListedNft",
        name: "",
        type: "tuple",
      },
    ],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [{ internalType: "uint256", name: "offerId", type: "uint256" }],
    name: "getOffer",
    outputs: [
      {
        components: [
          { internalType: "uint256", name: "offerID", type: "uint256" },
          { internalType: "uint256", name: "assetId", type: "uint256" },
          { internalType: "address", name: "collectionOwnerAddr", type: "address" },
          { internalType: "address", name: "offeror", type: "address" },
          { internalType: "bool", name: "isAccepted", type: "bool" },
          { internalType: "address", name: "gameAddress", type: "address" },
          { internalType: "enum Store.OfferState", name: "state", type: "uint8" },
        ],
        internalType: "struct Store.Offer",
        name: "",
        type: "tuple",
      },
    ],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [
      { internalType: "uint256", name: "listingId", type: "uint256" },
      { internalType: "address", name: "proposer", type: "address" },
    ],
    name: "isApproved",
    outputs: [{ internalType: "bool", name: "", type: "bool" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [],
    name: "lastListingId",
    outputs: [{ internalType: "uint256", name: "", type: "uint256" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [],
    name: "lastOfferId",
    outputs: [{ internalType: "uint256", name: "", type: "uint256" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address", name: "collection", type: "address" },
      { internalType: "uint256", name: "tokenId", type: "uint256" },
      { internalType: "uint64", name: "supply", type: "uint64" },
      { internalType: "uint16", name: "royaltyFee", type: "uint16" },
      { internalType: "uint64", name: "expiration", type: "uint64" },
    ],
    name: "listForSale",
    outputs: [{ internalType: "uint256", name: "listingId", type: "uint256" }],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    inputs: [
      { internalType: "uint256", name: "assetId", type: "uint256" },
      { internalType: "address", name: "collectionOwnerAddr", type: "address" },
      { internalType: "address", name: "gameAddress", type: "address" },
    ],
    name: "makeOffer",
    outputs: [{ internalType: "uint256", name: "offerId", type: "uint256" }],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    inputs: [],
    name: "metadataGateway",
    outputs: [{ internalType: "string", name: "", type: "string" }],
    stateMutability: "view",
    type: "function",
  },
] as const;

export const single721Abi = [
  {
    inputs: [{ internalType: "address", name: "store", type: "address" }],
    stateMutability: "nonpayable",
    type: "constructor",
  },
  {
    inputs: [
      { internalType: "uint256", name: "numerator", type: "uint256" },
      { internalType: "uint256", name: "denominator", type: "uint256" },
    ],
    name: "ERC2981InvalidDefaultRoyalty",
    type: "error",
  },
  {
    inputs: [{ internalType: "address", name: "receiver", type: "address" }],
    name: "ERC2981InvalidDefaultRoyaltyReceiver",
    type: "error",
  },
  {
    inputs: [
      { internalType: "uint256", name: "tokenId", type: "uint256" },
      { internalType: "uint256", name: "numerator", type: "uint256" },
      { internalType: "uint256", name: "denominator", type: "uint256" },
    ],
    name: "ERC2981InvalidTokenRoyalty",
    type: "error",
  },
  {
    inputs: [
      { internalType: "uint256", name: "tokenId", type: "uint256" },
      { internalType: "address", name: "receiver", type: "address" },
    ],
    name: "ERC2981InvalidTokenRoyaltyReceiver",
    type: "error",
  },
  {
    inputs: [
      { internalType: "address", name: "sender", type: "address" },
      { internalType: "uint256", name: "tokenId", type: "uint256" },
      { internalType: "address", name: "owner", type: "address" },
    ],
    name: "ERC721IncorrectOwner",
    type: "error",
  },
  {
    inputs: [
      { internalType: "address", name: "operator", type: "address" },
      { internalType: "uint256", name: "tokenId", type: "uint256" },
    ],
    name: "ERC721InsufficientApproval",
    type: "error",
  },
  {
    inputs: [{ internalType: "address", name: "approver", type: "address" }],
    name: "ERC721InvalidApprover",
    type: "error",
  },
  {
    inputs: [{ internalType: "address", name: "operator", type: "address" }],
    name: "ERC721InvalidOperator",
    type: "error",
  },
  {
    inputs: [{ internalType: "address", name: "owner", type: "address" }],
    name: "ERC721InvalidOwner",
    type: "error",
  },
  {
    inputs: [{ internalType: "address", name: "receiver", type: "address" }],
    name: "ERC721InvalidReceiver",
    type: "error",
  },
  {
    inputs: [{ internalType: "address", name: "sender", type: "address" }],
    name: "ERC721InvalidSender",
    type: "error",
  },
  {
    inputs: [{ internalType: "uint256", name: "tokenId", type: "uint256" }],
    name: "ERC721NonexistentToken",
    type: "error",
  },
  { inputs: [], name: "OnlyStore", type: "error" },
  {
    anonymous: false,
    inputs: [
      { indexed: true, internalType: "address", name: "owner", type: "address" },
      { indexed: true, internalType: "address", name: "approved", type: "address" },
      { indexed: true, internalType: "uint256", name: "tokenId", type: "uint256" },
    ],
    name: "Approval",
    type: "event",
  },
  {
    anonymous: false,
    inputs: [
      { indexed: true, internalType: "address", name: "owner", type: "address" },
      { indexed: true, internalType: "address", name: "operator", type: "address" },
      { indexed: false, internalType: "bool", name: "approved", type: "bool" },
    ],
    name: "ApprovalForAll",
    type: "event",
  },
  {
    anonymous: false,
    inputs: [
      { indexed: true, internalType: "address", name: "from", type: "address" },
      { indexed: true, internalType: "address", name: "to", type: "address" },
      { indexed: true, internalType: "uint256", name: "tokenId", type: "uint256" },
    ],
    name: "Transfer",
    type: "event",
  },
  {
    inputs: [],
    name: "STORE",
    outputs: [{ internalType: "address", name: "", type: "address" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address", name: "to", type: "address" },
      { internalType: "uint256", name: "tokenId", type: "uint256" },
    ],
    name: "approve",
    outputs: [],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    inputs: [{ internalType: "address", name: "owner", type: "address" }],
    name: "balanceOf",
    outputs: [{ internalType: "uint256", name: "", type: "uint256" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [{ internalType: "uint256", name: "tokenId", type: "uint256" }],
    name: "getApproved",
    outputs: [{ internalType: "address", name: "", type: "address" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [
      { internalType: "string", name: "name_", type: "string" },
      { internalType: "string", name: "symbol_", type: "string" },
    ],
    name: "initialize",
    outputs: [],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address", name: "owner", type: "address" },
      { internalType: "address", name: "operator", type: "address" },
    ],
    name: "isApprovedForAll",
    outputs: [{ internalType: "bool", name: "", type: "bool" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [{ internalType: "uint256", name: "tokenId", type: "uint256" }],
    name: "linkOf",
    outputs: [
      { internalType: "address", name: "collection", type: "address" },
      { internalType: "uint256", name: "originalTokenId", type: "uint256" },
    ],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [{ internalType: "uint256", name: "tokenId", type: "uint256" }],
    name: "metadataId",
    outputs: [{ internalType: "string", name: "", type: "string" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address", name: "to", type: "address" },
      { internalType: "uint256", name: "amount", type: "uint256" },
      { internalType: "string", name: "metadataId_", type: "string" },
      { internalType: "address", name: "royaltyRecipient", type: "address" },
      { internalType: "uint96", name: "royaltyFee", type: "uint96" },
    ],
    name: "mint",
    outputs: [{ internalType: "uint256", name: "tokenId", type: "uint256" }],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address", name: "to", type: "address" },
      { internalType: "address", name: "originalCollection", type: "address" },
      { internalType: "uint96", name: "originalTokenId", type: "uint96" },
      { internalType: "address", name: "royaltyRecipient", type: "address" },
      { internalType: "uint96", name: "royaltyFee", type: "uint96" },
    ],
    name: "mintLinked",
    outputs: [{ internalType: "uint256", name: "tokenId", type: "uint256" }],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    inputs: [],
    name: "name",
    outputs: [{ internalType: "string", name: "", type: "string" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [],
    name: "owner",
    outputs: [{ internalType: "address", name: "", type: "address" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [{ internalType: "uint256", name: "tokenId", type: "uint256" }],
    name: "ownerOf",
    outputs: [{ internalType: "address", name: "", type: "address" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address", name: "holder", type: "address" },
      { internalType: "uint256", name: "tokenId", type: "uint256" },
    ],
    name: "ownershipStamp",
    outputs: [
      { internalType: "bool", name: "", type: "bool" },
      { internalType: "uint32", name: "", type: "uint32" },
    ],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [
      { internalType: "uint256", name: "tokenId", type: "uint256" },
      { internalType: "uint256", name: "salePrice", type: "uint256" },
    ],
    name: "royaltyInfo",
    outputs: [
      { internalType: "address", name: "receiver", type: "address" },
      { internalType: "uint256", name: "amount", type: "uint256" },
    ],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address", name: "from", type: "address" },
      { internalType: "address", name: "to", type: "address" },
      { internalType: "uint256", name: "tokenId", type: "uint256" },
    ],
    name: "safeTransferFrom",
    outputs: [],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address", name: "from", type: "address" },
      { internalType: "address", name: "to", type: "address" },
      { internalType: "uint256", name: "tokenId", type: "uint256" },
      { internalType: "bytes", name: "data", type: "bytes" },
    ],
    name: "safeTransferFrom",
    outputs: [],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address", name: "operator", type: "address" },
      { internalType: "bool", name: "approved", type: "bool" },
    ],
    name: "setApprovalForAll",
    outputs: [],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    inputs: [{ internalType: "bytes4", name: "interfaceId", type: "bytes4" }],
    name: "supportsInterface",
    outputs: [{ internalType: "bool", name: "", type: "bool" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [],
    name: "symbol",
    outputs: [{ internalType: "string", name: "", type: "string" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [{ internalType: "uint256", name: "tokenId", type: "uint256" }],
    name: "tokenURI",
    outputs: [{ internalType: "string", name: "", type: "string" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address", name: "from", type: "address" },
      { internalType: "address", name: "to", type: "address" },
      { internalType: "uint256", name: "tokenId", type: "uint256" },
    ],
    name: "transferFrom",
    outputs: [],
    stateMutability: "nonpayable",
    type: "function",
  },
] as const;

export const multiple1155Abi = [
  {
    inputs: [{ internalType: "address", name: "store", type: "address" }],
    stateMutability: "nonpayable",
    type: "constructor",
  },
  {
    inputs: [
      { internalType: "address", name: "sender", type: "address" },
      { internalType: "uint256", name: "balance", type: "uint256" },
      { internalType: "uint256", name: "needed", type: "uint256" },
      { internalType: "uint256", name: "tokenId", type: "uint256" },
    ],
    name: "ERC1155InsufficientBalance",
    type: "error",
  },
  {
    inputs: [{ internalType: "address", name: "approver", type: "address" }],
    name: "ERC1155InvalidApprover",
    type: "error",
  },
  {
    inputs: [
      { internalType: "uint256", name: "idsLength", type: "uint256" },
      { internalType: "uint256", name: "valuesLength", type: "uint256" },
    ],
    name: "ERC1155InvalidArrayLength",
    type: "error",
  },
  {
    inputs: [{ internalType: "address", name: "operator", type: "address" }],
    name: "ERC1155InvalidOperator",
    type: "error",
  },
  {
    inputs: [{ internalType: "address", name: "receiver", type: "address" }],
    name: "ERC1155InvalidReceiver",
    type: "error",
  },
  {
    inputs: [{ internalType: "address", name: "sender", type: "address" }],
    name: "ERC1155InvalidSender",
    type: "error",
  },
  {
    inputs: [
      { internalType: "address", name: "operator", type: "address" },
      { internalType: "address", name: "owner", type: "address" },
    ],
    name: "ERC1155MissingApprovalForAll",
    type: "error",
  },
  {
    inputs: [
      { internalType: "uint256", name: "numerator", type: "uint256" },
      { internalType: "uint256", name: "denominator", type: "uint256" },
    ],
    name: "ERC2981InvalidDefaultRoyalty",
    type: "error",
  },
  {
    inputs: [{ internalType: "address", name: "receiver", type: "address" }],
    name: "ERC2981InvalidDefaultRoyaltyReceiver",
    type: "error",
  },
  {
    inputs: [
      { internalType: "uint256", name: "tokenId", type: "uint256" },
      { internalType: "uint256", name: "numerator", type: "uint256" },
      { internalType: "uint256", name: "denominator", type: "uint256" },
    ],
    name: "ERC2981InvalidTokenRoyalty",
    type: "error",
  },
  {
    inputs: [
      { internalType: "uint256", name: "tokenId", type: "uint256" },
      { internalType: "address", name: "receiver", type: "address" },
    ],
    name: "ERC2981InvalidTokenRoyaltyReceiver",
    type: "error",
  },
  { inputs: [], name: "OnlyStore", type: "error" },
  {
    anonymous: false,
    inputs: [
      { indexed: true, internalType: "address", name: "account", type: "address" },
      { indexed: true, internalType: "address", name: "operator", type: "address" },
      { indexed: false, internalType: "bool", name: "approved", type: "bool" },
    ],
    name: "ApprovalForAll",
    type: "event",
  },
  {
    anonymous: false,
    inputs: [
      { indexed: true, internalType: "address", name: "operator", type: "address" },
      { indexed: true, internalType: "address", name: "from", type: "address" },
      { indexed: true, internalType: "address", name: "to", type: "address" },
      { indexed: false, internalType: "uint256[]", name: "ids", type: "uint256[]" },
      { indexed: false, internalType: "uint256[]", name: "values", type: "uint256[]" },
    ],
    name: "TransferBatch",
    type: "event",
  },
  {
    anonymous: false,
    inputs: [
      { indexed: true, internalType: "address", name: "operator", type: "address" },
      { indexed: true, internalType: "address", name: "from", type: "address" },
      { indexed: true, internalType: "address", name: "to", type: "address" },
      { indexed: false, internalType: "uint256", name: "id", type: "uint256" },
      { indexed: false, internalType: "uint256", name: "value", type: "uint256" },
    ],
    name: "TransferSingle",
    type: "event",
  },
  {
    anonymous: false,
    inputs: [
      { indexed: false, internalType: "string", name: "value", type: "string" },
      { indexed: true, internalType: "uint256", name: "id", type: "uint256" },
    ],
    name: "URI",
    type: "event",
  },
  {
    inputs: [],
    name: "STORE",
    outputs: [{ internalType: "address", name: "", type: "address" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address", name: "account", type: "address" },
      { internalType: "uint256", name: "id", type: "uint256" },
    ],
    name: "balanceOf",
    outputs: [{ internalType: "uint256", name: "", type: "uint256" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address[]", name: "accounts", type: "address[]" },
      { internalType: "uint256[]", name: "ids", type: "uint256[]" },
    ],
    name: "balanceOfBatch",
    outputs: [{ internalType: "uint256[]", name: "", type: "uint256[]" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [
      { internalType: "string", name: "name_", type: "string" },
      { internalType: "string", name: "symbol_", type: "string" },
    ],
    name: "initialize",
    outputs: [],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address", name: "account", type: "address" },
      { internalType: "address", name: "operator", type: "address" },
    ],
    name: "isApprovedForAll",
    outputs: [{ internalType: "bool", name: "", type: "bool" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [{ internalType: "uint256", name: "tokenId", type: "uint256" }],
    name: "linkOf",
    outputs: [
      { internalType: "address", name: "collection", type: "address" },
      { internalType: "uint256", name: "originalTokenId", type: "uint256" },
    ],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [{ internalType: "uint256", name: "tokenId", type: "uint256" }],
    name: "metadataId",
    outputs: [{ internalType: "string", name: "", type: "string" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address", name: "to", type: "address" },
      { internalType: "uint256", name: "amount", type: "uint256" },
      { internalType: "string", name: "metadataId_", type: "string" },
      { internalType: "address", name: "royaltyRecipient", type: "address" },
      { internalType: "uint96", name: "royaltyFee", type: "uint96" },
    ],
    name: "mint",
    outputs: [{ internalType: "uint256", name: "tokenId", type: "uint256" }],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address", name: "to", type: "address" },
      { internalType: "address", name: "originalCollection", type: "address" },
      { internalType: "uint96", name: "originalTokenId", type: "uint96" },
      { internalType: "address", name: "royaltyRecipient", type: "address" },
      { internalType: "uint96", name: "royaltyFee", type: "uint96" },
    ],
    name: "mintLinked",
    outputs: [{ internalType: "uint256", name: "tokenId", type: "uint256" }],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    inputs: [],
    name: "name",
    outputs: [{ internalType: "string", name: "", type: "string" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [],
    name: "owner",
    outputs: [{ internalType: "address", name: "", type: "address" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address", name: "holder", type: "address" },
      { internalType: "uint256", name: "tokenId", type: "uint256" },
    ],
    name: "ownershipStamp",
    outputs: [
      { internalType: "bool", name: "", type: "bool" },
      { internalType: "uint32", name: "", type: "uint32" },
    ],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [
      { internalType: "uint256", name: "tokenId", type: "uint256" },
      { internalType: "uint256", name: "salePrice", type: "uint256" },
    ],
    name: "royaltyInfo",
    outputs: [
      { internalType: "address", name: "receiver", type: "address" },
      { internalType: "uint256", name: "amount", type: "uint256" },
    ],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address", name: "from", type: "address" },
      { internalType: "address", name: "to", type: "address" },
      { internalType: "uint256[]", name: "ids", type: "uint256[]" },
      { internalType: "uint256[]", name: "values", type: "uint256[]" },
      { internalType: "bytes", name: "data", type: "bytes" },
    ],
    name: "safeBatchTransferFrom",
    outputs: [],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address", name: "from", type: "address" },
      { internalType: "address", name: "to", type: "address" },
      { internalType: "uint256", name: "id", type: "uint256" },
      { internalType: "uint256", name: "value", type: "uint256" },
      { internalType: "bytes", name: "data", type: "bytes" },
    ],
    name: "safeTransferFrom",
    outputs: [],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address", name: "operator", type: "address" },
      { internalType: "bool", name: "approved", type: "bool" },
    ],
    name: "setApprovalForAll",
    outputs: [],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    inputs: [{ internalType: "bytes4", name: "interfaceId", type: "bytes4" }],
    name: "supportsInterface",
    outputs: [{ internalType: "bool", name: "", type: "bool" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [],
    name: "symbol",
    outputs: [{ internalType: "string", name: "", type: "string" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [{ internalType: "uint256", name: "tokenId", type: "uint256" }],
    name: "uri",
    outputs: [{ internalType: "string", name: "", type: "string" }],
    stateMutability: "view",
    type: "function",
  },
] as const;

/** Creation code of the Store; its constructor takes the metadata gateway. */
export const storeBytecode =
  "0x60c060405234801561000f575f5ffd5b5060405161659238038061659283398101604081905261002e916100f5565b3060405161003b906100c7565b6001600160a01b039091168152602001604051809103905ff080158015610064573d5f5f3e3d5ffd5b506001600160a01b0316608052604051309061007f906100d4565b6001600160a01b039091168152602001604051809103905ff0801580156100a8573d5f5f3e3d5ffd5b506001600160a01b031660a0525f6100c08282610229565b50506102e3565b611c528061290e83390190565b6120328061456083390190565b634e487b7160e01b5f52604160045260245ffd5b5f60208284031215610105575f5ffd5b81516001600160401b0381111561011a575f5ffd5b8201601f8101841361012a575f5ffd5b80516001600160401b03811115610143576101436100e1565b604051601f8201601f19908116603f011681016001600160401b0381118282101715610171576101716100e1565b604052818152828201602001861015610188575f5ffd5b8160208401602083015e5f91810160200191909152949350505050565b600181811c908216806101b957607f821691505b6020821081036101d757634e487b7160e01b5f52602260045260245ffd5b50919050565b601f82111561022457805f5260205f20601f840160051c810160208510156102025750805b601f840160051c820191505b81811015610221575f815560010161020e565b50505b505050565b81516001600160401b03811115610242576102426100e1565b6102568161025084546101a5565b846101dd565b6020601f821160018114610288575f83156102715750848201515b5f19600385901b1c1916600184901b178455610221565b5f84815260208120601f198516915b828110156102b75787850151825560209485019460019092019101610297565b50848210156102d457868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b60805160a0516125fc6103125f395f81816106af015261189b01525f81816105d901526118c101526125fc5ff3fe608060405234801561000f575f5ffd5b5060043610610153575f3560e01c8063872d082a116100bf578063b9eabeb911610079578063b9eabeb914610626578063c543e0fe14610639578063c815729d14610664578063e178d60c14610677578063e9c3ab8b14610697578063eb273a7c146106aa575f5ffd5b8063872d082a146102b757806387359ca3146102c05780638a93d4bb146105ae578063b282b416146105c1578063b30bb0bc146105d4578063b958776d14610613575f5ffd5b80634579268a116101105780634579268a1461021a578063539aa77f1461023a57806356c316371461024257806361b0fb5a1461027a578063643268c91461029b57806366c260d8146102a4575f5ffd5b806309a9376d1461015757806317e1f82e1461017f5780631d582a481461019b578063305a67a8146101b05780633e9e2e71146101c557806343add2e6146101d8575b5f5ffd5b61016a610165366004611ef1565b6106d1565b60405190151581526020015b60405180910390f35b61018861270f81565b60405161ffff9091168152602001610176565b6101a3610778565b6040516101769190611f50565b6101c36101be366004611f69565b610803565b005b6101c36101d3366004611fa7565b6108b7565b61020c6101e6366004611ff1565b60016020525f90815260409020546001600160a01b03811690600160a01b900460ff1682565b604051610176929190612032565b61022d610228366004611f69565b6109a9565b604051610176919061205f565b61018860fa81565b61016a6102503660046120c8565b5f9182526004602090815260408084206001600160a01b0393909316845291905290205460ff1690565b61028d61028836600461212d565b610b36565b604051908152602001610176565b61028d60075481565b6101c36102b2366004611f69565b610d4e565b61028d60065481565b6105406102ce366004611f69565b60408051610100810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101919091525f60035f8481526020019081526020015f20604051806101200160405290815f82015f9054906101000a90046001600160a01b03166001600160a01b03166001600160a01b031681526020015f820160149054906101000a90046001600160401b03166001600160401b03166001600160401b031681526020015f8201601c9054906101000a900461ffff1661ffff1661ffff1681526020015f8201601e9054906101000a900460ff16151515158152602001600182015f9054906101000a90046001600160a01b03166001600160a01b03166001600160a01b031681526020016001820160149054906101000a90046001600160401b03166001600160401b03166001600160401b0316815260200160018201601c9054906101000a900463ffffffff1663ffffffff1663ffffffff168152602001600282015f9054906101000a90046001600160a01b03166001600160a01b03166001600160a01b031681526020016002820160149054906101000a90046001600160601b03166001600160601b03166001600160601b0316815250509050604051806101000160405280825f01516001600160a01b031681526020018260600151151581526020018260a001516001600160401b0316815260200182602001516001600160401b03168152602001826040015161ffff1681526020018260e001516001600160a01b0316815260200182608001516001600160a01b031681526020018261010001516001600160601b0316815250915050919050565b604051610176919081516001600160a01b03908116825260208084015115159083015260408084015190830152606080840151908301526080808401519083015260a08084015182169083015260c0808401519091169082015260e091820151918101919091526101000190565b61028d6105bc3660046121a4565b610dd6565b61028d6105cf3660046120c8565b6111d7565b6105fb7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610176565b6101c36106213660046120c8565b611409565b61028d6106343660046121fe565b6114c1565b6105fb610647366004611ff1565b6001600160a01b039081165f908152600160205260409020541690565b6101c3610672366004611f69565b611652565b61068a610685366004611ff1565b6116da565b6040516101769190612237565b6105fb6106a53660046122ba565b61184b565b6105fb7f000000000000000000000000000000000000000000000000000000000000000081565b6001600160a01b038281165f908152600160209081526040808320815180830190925280549485168252929384939192830190600160a01b900460ff16600281111561071f5761071f61200a565b60028111156107305761073061200a565b90525090505f8160200151600281111561074c5761074c61200a565b1415801561076e5750826001600160a01b0316815f01516001600160a01b0316145b9150505b92915050565b5f805461078490612330565b80601f01602080910402602001604051908101604052809291908181526020018280546107b090612330565b80156107fb5780601f106107d2576101008083540402835291602001916107fb565b820191905f5260205f20905b8154815290600101906020018083116107de57829003601f168201915b505050505081565b5f61080d82611a59565b80549091506001600160a01b0316331461084857604051634a1233a960e01b8152600481018390523360248201526044015b60405180910390fd5b8054600160f01b900460ff166108745760405163161bec9760e01b81526004810183905260240161083f565b61087e8282611a95565b805460ff60f01b1916815560405182907f411aee90354c51b1b04cd563fcab2617142a9d50da19232d888547c8a1b7fd8a905f90a25050565b5f6108c185611b6d565b90506108cc84611bb7565b6001600160a01b0383166108f35760405163192d867360e11b815260040160405180910390fd5b6108fc82611c04565b80546002820180546001600160a01b0386166001600160a01b0319909116811790915561ffff8416600160e01b810261ffff60e01b196001600160401b038916600160a01b81029190911669ffffffffffffffffffff60a01b19909516949094171784556040805193845260208401929092529082015285907fb336b0849205526b6e8fefce34a79158523647b93e0be33f731d6fd9a8aec0419060600160405180910390a25050505050565b6109e56040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a081018290529060c082015290565b5f828152600560209081526040808320815160a0810183528154815260018201546001600160a01b03811694820194909452929091830190600160a01b900460ff166003811115610a3857610a3861200a565b6003811115610a4957610a4961200a565b815260028201546001600160a01b039081166020830152600390920154909116604091820152805160e08101909152909150805f83604001516003811115610a9357610a9361200a565b14610a9e5784610aa0565b5f5b8152602001825f0151815260200182602001516001600160a01b0316815260200182606001516001600160a01b03168152602001600380811115610ae657610ae661200a565b83604001516003811115610afc57610afc61200a565b141515815260200182608001516001600160a01b0316815260200182604001516003811115610b2d57610b2d61200a565b90529392505050565b5f610b3f611c3e565b6001600160a01b038681165f9081526001602090815260408083208151808301909252805494851682529293909291830190600160a01b900460ff166002811115610b8c57610b8c61200a565b6002811115610b9d57610b9d61200a565b90525090505f81602001516002811115610bb957610bb961200a565b03610be257604051636829dbef60e11b81526001600160a01b038816600482015260240161083f565b80516001600160a01b03163314610c1d57604051634f95f03360e11b81526001600160a01b038816600482015233602482015260440161083f565b851580610c4b5750600181602001516002811115610c3d57610c3d61200a565b148015610c4b575085600114155b15610c6c57604051633728b83d60e01b81526004810187905260240161083f565b5f849003610c8d5760405163e28053d560e01b815260040160405180910390fd5b61270f6001600160601b0384161115610cc4576040516334ee0e1360e11b81526001600160601b038416600482015260240161083f565b604051634094897760e01b81526001600160a01b03881690634094897790610cfa9033908a908a908a9084908b90600401612390565b6020604051808303815f875af1158015610d16573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610d3a91906123e3565b915050610d45611c75565b95945050505050565b5f610d5a826001611c9f565b60018101549091506001600160a01b03163314610d93576040516315108cd360e01b81526004810183905233602482015260440161083f565b60018101805460ff60a01b1916600160a11b17905560405182907f4e9e42f212ae7dae96866ac2abb57a9219e5baba68ff7ac36de953e403d7cfba905f90a25050565b5f806001600160a01b0387165f90815260016020526040902054600160a01b900460ff166002811115610e0b57610e0b61200a565b03610e3457604051636829dbef60e11b81526001600160a01b038716600482015260240161083f565b6040516335923c6360e01b8152336004820152602481018690525f9081906001600160a01b038916906335923c63906044016040805180830381865afa158015610e80573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610ea491906123fa565b9150915081610ede5760405163619b293360e01b81526001600160a01b03891660048201526024810188905233604482015260640161083f565b856001600160401b03165f03610f1257604051633728b83d60e01b81526001600160401b038716600482015260240161083f565b610f1b85611c04565b610f2484611bb7565b60065f8154610f3290612452565b9190508190559250604051806101200160405280336001600160a01b03168152602001856001600160401b031681526020018661ffff168152602001600115158152602001896001600160a01b03168152602001876001600160401b031681526020018263ffffffff168152602001336001600160a01b03168152602001886001600160601b031681525060035f8581526020019081526020015f205f820151815f015f6101000a8154816001600160a01b0302191690836001600160a01b031602179055506020820151815f0160146101000a8154816001600160401b0302191690836001600160401b031602179055506040820151815f01601c6101000a81548161ffff021916908361ffff1602179055506060820151815f01601e6101000a81548160ff0219169083151502179055506080820151816001015f6101000a8154816001600160a01b0302191690836001600160a01b0316021790555060a08201518160010160146101000a8154816001600160401b0302191690836001600160401b0316021790555060c082015181600101601c6101000a81548163ffffffff021916908363ffffffff16021790555060e0820151816002015f6101000a8154816001600160a01b0302191690836001600160a01b031602179055506101008201518160020160146101000a8154816001600160601b0302191690836001600160601b03160217905550905050876001600160a01b0316336001600160a01b0316847f4b3ff952d4d3432af5930ede3b4ba217cb18d6a12d3e74b51f22ed93162a4d3b8a8a8a8a336040516111c49594939291909485526001600160401b03938416602086015261ffff92909216604085015290911660608301526001600160a01b0316608082015260a00190565b60405180910390a4505095945050505050565b5f6111e0611c3e565b5f6111ea84611d53565b5f85815260046020908152604080832033845290915290205490915060ff1661122f5760405163c54fa5a560e01b81526004810185905233602482015260440161083f565b61123983336106d1565b6112615760405163018ffcdf60e01b81526001600160a01b038416600482015260240161083f565b5f8481526004602090815260408083203384529091528120805460ff191690556001828101546112a19190600160a01b90046001600160401b031661246a565b60018301805467ffffffffffffffff60a01b1916600160a01b6001600160401b038416908102919091179091559091505f036112e357815460ff60f01b191682555b6001820154600283015483546040516302cbe63760e11b81523360048201526001600160a01b0393841660248201819052600160a01b84046001600160601b0316604483018190529385166064830152600160e01b90920461ffff1660848201529092871690630597cc6e9060a4016020604051808303815f875af115801561136e573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061139291906123e3565b604080518281526001600160a01b0385811660208301526001600160601b038516828401526001600160401b038716606083015291519297509088169133918a917fbf4e64b063a14eb9e6b840b292c277b1595edc323c19123a45f79355b42315ff9181900360800190a450505050610772611c75565b61141282611b6d565b505f8281526004602090815260408083206001600160a01b038516845290915290205460ff1615611467576040516294775b60e41b8152600481018390526001600160a01b038216602482015260440161083f565b5f8281526004602090815260408083206001600160a01b0385168085529252808320805460ff1916600117905551909184917fda1eebdfc1d7e273ec33c0f7f311bee171e85a434029ea7d3b9a124b999018da9190a35050565b5f6001600160a01b0383166114e95760405163d92e233d60e01b815260040160405180910390fd5b6114f382336106d1565b61151b5760405163018ffcdf60e01b81526001600160a01b038316600482015260240161083f565b60075f815461152990612452565b91829055506040805160a0810182528681526001600160a01b0386166020820152919250810160018152336020808301919091526001600160a01b038581166040938401525f858152600583528390208451815591840151600183018054919092166001600160a01b03198216811783559385015192936001600160a81b031990911617600160a01b8360038111156115c4576115c461200a565b021790555060608201516002820180546001600160a01b03199081166001600160a01b0393841617909155608090930151600390920180549093169181169190911790915560408051868152848316602082015291851691339184917f2417a95cb2dfca783bbcc42da81758507ba8639df21eef3da1062aa3ef6788b3910160405180910390a49392505050565b5f61165e826002611c9f565b60028101549091506001600160a01b03163314611697576040516315108cd360e01b81526004810183905233602482015260440161083f565b60018101805460ff60a01b1916600360a01b17905560405182907f9bd6b4fd288008520fd788a93304e5688a401aea817ea8140ecf1fb8648f3191905f90a25050565b6001600160a01b0381165f9081526002602052604090208054606091906001600160401b0381111561170e5761170e612489565b60405190808252806020026020018201604052801561175357816020015b604080518082019091525f81526060602082015281526020019060019003908161172c5790505b5091505f5b815481101561184457604051806040016040528083838154811061177e5761177e61249d565b5f91825260209182902001546001600160a01b0316825284549101908490849081106117ac576117ac61249d565b5f918252602082200154604080516306fdde0360e01b815290516001600160a01b03909216926306fdde03926004808401938290030181865afa1580156117f5573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f1916820160405261181c91908101906124b1565b8152508382815181106118315761183161249d565b6020908102919091010152600101611758565b5050919050565b5f8082600281111561185f5761185f61200a565b0361187d5760405163453f43f760e01b815260040160405180910390fd5b6118e560018360028111156118945761189461200a565b146118bf577f0000000000000000000000000000000000000000000000000000000000000000611d69565b7f0000000000000000000000000000000000000000000000000000000000000000611d69565b90506040518060400160405280336001600160a01b031681526020018360028111156119135761191361200a565b90526001600160a01b038083165f9081526001602090815260409091208351815493166001600160a01b0319841681178255918401519092909183916001600160a81b03191617600160a01b8360028111156119715761197161200a565b021790555050335f8181526002602090815260408083208054600181018255908452919092200180546001600160a01b0319166001600160a01b03861690811790915590519092507e4f5fadefb0ec78353d46a798b48ff634ec50578fb09c59f5eb54bb930ee440906119e99086908b908b90612561565b60405180910390a360405163266c45bb60e11b81526001600160a01b03821690634cd88b7690611a23908990899089908990600401612581565b5f604051808303815f87803b158015611a3a575f5ffd5b505af1158015611a4c573d5f5f3e3d5ffd5b5050505095945050505050565b5f81815260036020526040902080546001600160a01b0316611a90576040516264f94760e21b81526004810183905260240161083f565b919050565b6001810154815460028301546040516335923c6360e01b81526001600160a01b039283166004820152600160a01b9091046001600160601b031660248201525f92839216906335923c63906044016040805180830381865afa158015611afd573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611b2191906123fa565b91509150811580611b465750600183015463ffffffff828116600160e01b9092041614155b15611b675760405163603832e760e11b81526004810185905260240161083f565b50505050565b5f611b7782611a59565b80549091506001600160a01b03163314611bad57604051634a1233a960e01b81526004810183905233602482015260440161083f565b611a908282611d74565b6001600160401b03811615801590611bd8575042816001600160401b031611155b15611c01576040516309817f9f60e11b81526001600160401b038216600482015260240161083f565b50565b61ffff81161580611c1a575061270f61ffff8216115b15611c01576040516334ee0e1360e11b815261ffff8216600482015260240161083f565b611c46611e00565b611c7360017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b90611e40565b565b611c735f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00611c6d565b5f828152600560205260408120906001820154600160a01b900460ff166003811115611ccd57611ccd61200a565b03611cee576040516307cddb9360e21b81526004810184905260240161083f565b816003811115611d0057611d0061200a565b6001820154600160a01b900460ff166003811115611d2057611d2061200a565b1461077257828160010160149054906101000a900460ff166040516336a7744560e01b815260040161083f9291906125b2565b5f611d5d82611a59565b9050611a908282611d74565b5f610772825f611e47565b8054600160f01b900460ff16611da05760405163161bec9760e01b81526004810183905260240161083f565b8054600160a01b90046001600160401b031615801590611dd157508054600160a01b90046001600160401b03164210155b15611df2576040516326fc2c4b60e11b81526004810183905260240161083f565b611dfc8282611a95565b5050565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c15611c7357604051633ee5aeb560e01b815260040160405180910390fd5b80825d5050565b5f81471015611e725760405163cf47918160e01b81524760048201526024810183905260440161083f565b763d602d80600a3d3981f3363d3d373d3d3d363d730000008360601b60e81c175f526e5af43d82803e903d91602b57fd5bf38360781b176020526037600983f090506001600160a01b0381166107725760405163b06ebf3d60e01b815260040160405180910390fd5b80356001600160a01b0381168114611a90575f5ffd5b5f5f60408385031215611f02575f5ffd5b611f0b83611edb565b9150611f1960208401611edb565b90509250929050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f611f626020830184611f22565b9392505050565b5f60208284031215611f79575f5ffd5b5035919050565b80356001600160401b0381168114611a90575f5ffd5b803561ffff81168114611a90575f5ffd5b5f5f5f5f60808587031215611fba575f5ffd5b84359350611fca60208601611f80565b9250611fd860408601611edb565b9150611fe660608601611f96565b905092959194509250565b5f60208284031215612001575f5ffd5b611f6282611edb565b634e487b7160e01b5f52602160045260245ffd5b6003811061202e5761202e61200a565b9052565b6001600160a01b038316815260408101611f62602083018461201e565b6004811061202e5761202e61200a565b81518152602080830151908201526040808301516001600160a01b039081169183019190915260608084015182169083015260808084015115159083015260a0808401519091169082015260c08083015160e08301916120c19084018261204f565b5092915050565b5f5f604083850312156120d9575f5ffd5b82359150611f1960208401611edb565b5f5f83601f8401126120f9575f5ffd5b5081356001600160401b0381111561210f575f5ffd5b602083019150836020828501011115612126575f5ffd5b9250929050565b5f5f5f5f5f60808688031215612141575f5ffd5b61214a86611edb565b94506020860135935060408601356001600160401b0381111561216b575f5ffd5b612177888289016120e9565b90945092505060608601356001600160601b0381168114612196575f5ffd5b809150509295509295909350565b5f5f5f5f5f60a086880312156121b8575f5ffd5b6121c186611edb565b9450602086013593506121d660408701611f80565b92506121e460608701611f96565b91506121f260808701611f80565b90509295509295909350565b5f5f5f60608486031215612210575f5ffd5b8335925061222060208501611edb565b915061222e60408501611edb565b90509250925092565b5f602082016020835280845180835260408501915060408160051b8601019250602086015f5b828110156122ae57868503603f19018452815180516001600160a01b0316865260209081015160409187018290529061229890870182611f22565b955050602093840193919091019060010161225d565b50929695505050505050565b5f5f5f5f5f606086880312156122ce575f5ffd5b85356001600160401b038111156122e3575f5ffd5b6122ef888289016120e9565b90965094505060208601356001600160401b0381111561230d575f5ffd5b612319888289016120e9565b909450925050604086013560038110612196575f5ffd5b600181811c9082168061234457607f821691505b60208210810361236257634e487b7160e01b5f52602260045260245ffd5b50919050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b60018060a01b038716815285602082015260a060408201525f6123b760a083018688612368565b6001600160a01b03949094166060830152506001600160601b0391909116608090910152949350505050565b5f602082840312156123f3575f5ffd5b5051919050565b5f5f6040838503121561240b575f5ffd5b8251801515811461241a575f5ffd5b602084015190925063ffffffff81168114612433575f5ffd5b809150509250929050565b634e487b7160e01b5f52601160045260245ffd5b5f600182016124635761246361243e565b5060010190565b6001600160401b0382811682821603908111156107725761077261243e565b634e487b7160e01b5f52604160045260245ffd5b634e487b7160e01b5f52603260045260245ffd5b5f602082840312156124c1575f5ffd5b81516001600160401b038111156124d6575f5ffd5b8201601f810184136124e6575f5ffd5b80516001600160401b038111156124ff576124ff612489565b604051601f8201601f19908116603f011681016001600160401b038111828210171561252d5761252d612489565b604052818152828201602001861015612544575f5ffd5b8160208401602083015e5f91810160200191909152949350505050565b61256b818561201e565b604060208201525f610d45604083018486612368565b604081525f612594604083018688612368565b82810360208401526125a7818587612368565b979650505050505050565b82815260408101611f62602083018461204f56fea2646970667358221220a965aabd0ee386ae3fcf613c5d384a988e9287700e51cc0f8f8919e4745c417f64736f6c634300081c003360a060405234801561000f575f5ffd5b50604051611c52380380611c5283398101604081905261002e91610076565b60408051602080820183525f80835283519182019093528281528392610054838261013b565b506001610061828261013b565b5050506001600160a01b0316608052506101f5565b5f60208284031215610086575f5ffd5b81516001600160a01b038116811461009c575f5ffd5b9392505050565b634e487b7160e01b5f52604160045260245ffd5b600181811c908216806100cb57607f821691505b6020821081036100e957634e487b7160e01b5f52602260045260245ffd5b50919050565b601f82111561013657805f5260205f20601f840160051c810160208510156101145750805b601f840160051c820191505b81811015610133575f8155600101610120565b50505b505050565b81516001600160401b03811115610154576101546100a3565b6101688161016284546100b7565b846100ef565b6020601f82116001811461019a575f83156101835750848201515b5f19600385901b1c1916600184901b178455610133565b5f84815260208120601f198516915b828110156101c957878501518255602094850194600190920191016101a9565b50848210156101e657868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b608051611a226102305f395f8181610291015281816103b40152818161069c015281816107620152818161098d0152610e970152611a225ff3fe608060405234801561000f575f5ffd5b506004361061013d575f3560e01c8063507f1465116100b457806395d89b411161007957806395d89b41146102f4578063a22cb465146102fc578063b88d4fde1461030f578063bf8cc82c14610322578063c87b56dd14610372578063e985e9c514610385575f5ffd5b8063507f14651461028c5780636352211e146102b35780636bcf049a146102c657806370a08231146102d95780638da5cb5b146102ec575f5ffd5b806323b872dd1161010557806323b872dd146101df5780632a55205a146101f257806335923c6314610224578063409489771461025357806342842e0e146102665780634cd88b7614610279575f5ffd5b806301ffc9a7146101415780630597cc6e1461016957806306fdde031461018a578063081812fc1461019f578063095ea7b3146101ca575b5f5ffd5b61015461014f36600461132a565b610398565b60405190151581526020015b60405180910390f35b61017c610177366004611374565b6103a8565b604051908152602001610160565b610192610470565b6040516101609190611409565b6101b26101ad36600461141b565b610500565b6040516001600160a01b039091168152602001610160565b6101dd6101d8366004611432565b610527565b005b6101dd6101ed36600461145c565b610536565b61020561020036600461149a565b6105c4565b604080516001600160a01b039093168352602083019190915201610160565b610237610232366004611432565b61063f565b60408051921515835263ffffffff909116602083015201610160565b61017c6102613660046114f8565b610690565b6101dd61027436600461145c565b610738565b6101dd610287366004611574565b610757565b6101b27f000000000000000000000000000000000000000000000000000000000000000081565b6101b26102c136600461141b565b6107c2565b6101926102d436600461141b565b6107cc565b61017c6102e73660046115e0565b610931565b6101b2610976565b610192610a03565b6101dd61030a3660046115fb565b610a12565b6101dd61031d3660046116a2565b610a1d565b61020561033036600461141b565b5f908152600c60209081526040918290208251808401909352546001600160a01b038116808452600160a01b9091046001600160601b03169290910182905291565b61019261038036600461141b565b610a35565b61015461039336600461174a565b610a4a565b5f6103a282610a77565b92915050565b5f336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146103f2576040516304d1ccfd60e41b815260040160405180910390fd5b600a5f815461040090611776565b91829055506040805180820182526001600160a01b0380891682526001600160601b0380891660208085019182525f878152600c909152949094209251935116600160a01b029216919091179055905061045b818484610a9b565b61046786826001610b5b565b95945050505050565b60606008805461047f9061179a565b80601f01602080910402602001604051908101604052809291908181526020018280546104ab9061179a565b80156104f65780601f106104cd576101008083540402835291602001916104f6565b820191905f5260205f20905b8154815290600101906020018083116104d957829003601f168201915b5050505050905090565b5f61050a82610b65565b505f828152600460205260409020546001600160a01b03166103a2565b610532828233610b9d565b5050565b6001600160a01b03821661056457604051633250574960e11b81525f60048201526024015b60405180910390fd5b5f610570838333610baa565b9050836001600160a01b0316816001600160a01b0316146105be576040516364283d7b60e01b81526001600160a01b038086166004830152602482018490528216604482015260640161055b565b50505050565b5f82815260076020526040812080548291906001600160a01b03811690600160a01b90046001600160601b0316816106175750506006546001600160a01b03811690600160a01b90046001600160601b03165b5f61062e876001600160601b038416612710610bf5565b9295509193505050505b9250929050565b5f806001600160a01b0384161580159061067157505f838152600260205260409020546001600160a01b038581169116145b5f938452600d602052604090932054929463ffffffff90931693505050565b5f336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146106da576040516304d1ccfd60e41b815260040160405180910390fd5b600a5f81546106e890611776565b91829055505f818152600b60205260409020909150610708858783611816565b506001600160601b0382161561072357610723818484610a9b565b61072e878288610b5b565b9695505050505050565b61075283838360405180602001604052805f815250610a1d565b505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146107a0576040516304d1ccfd60e41b815260040160405180910390fd5b60086107ad848683611816565b5060096107bb828483611816565b5050505050565b5f6103a282610b65565b5f818152600c60209081526040918290208251808401909352546001600160a01b038116808452600160a01b9091046001600160601b031691830191909152606091901561089557805160208201516040516335e7824d60e11b81526001600160601b0390911660048201526001600160a01b0390911690636bcf049a906024015f60405180830381865afa158015610867573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f1916820160405261088e91908101906118d0565b9392505050565b5f838152600b6020526040902080546108ad9061179a565b80601f01602080910402602001604051908101604052809291908181526020018280546108d99061179a565b80156109245780601f106108fb57610100808354040283529160200191610924565b820191905f5260205f20905b81548152906001019060200180831161090757829003601f168201915b5050505050915050919050565b5f6001600160a01b03821661095b576040516322718ad960e21b81525f600482015260240161055b565b506001600160a01b03165f9081526003602052604090205490565b6040516362a1f07f60e11b81523060048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063c543e0fe90602401602060405180830381865afa1580156109da573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906109fe9190611945565b905090565b60606009805461047f9061179a565b610532338383610ca5565b610a28848484610536565b6105be3385858585610d6c565b6060610a4082610b65565b506103a282610e93565b6001600160a01b039182165f90815260056020908152604080832093909416825291909152205460ff1690565b5f6001600160e01b0319821663152a902d60e11b14806103a257506103a282610f47565b6127106001600160601b038216811015610ae15760405163dfd1fc1b60e01b8152600481018590526001600160601b03831660248201526044810182905260640161055b565b6001600160a01b038316610b1157604051634b4f842960e11b8152600481018590525f602482015260440161055b565b506040805180820182526001600160a01b0393841681526001600160601b0392831660208083019182525f968752600790529190942093519051909116600160a01b029116179055565b6107528383610f96565b5f818152600260205260408120546001600160a01b0316806103a257604051637e27328960e01b81526004810184905260240161055b565b6107528383836001610faf565b5f610bb68484846110b3565b90506001600160a01b0381161561088e575f838152600d60205260409020805463ffffffff8082166001011663ffffffff199091161790559392505050565b5f5f5f610c0286866111a5565b91509150815f03610c2657838181610c1c57610c1c611960565b049250505061088e565b818411610c3d57610c3d60038515026011186111c1565b5f848688095f868103871696879004966002600389028118808a02820302808a02820302808a02820302808a02820302808a02820302808a02909103029181900381900460010185841190960395909502919093039390930492909217029150509392505050565b6001600160a01b038316610cce5760405163a9fbf51f60e01b81525f600482015260240161055b565b6001600160a01b038216610d0057604051630b61174360e31b81526001600160a01b038316600482015260240161055b565b6001600160a01b038381165f81815260056020908152604080832094871680845294825291829020805460ff191686151590811790915591519182527f17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31910160405180910390a3505050565b6001600160a01b0383163b156107bb57604051630a85bd0160e11b81526001600160a01b0384169063150b7a0290610dae908890889087908790600401611974565b6020604051808303815f875af1925050508015610de8575060408051601f3d908101601f19168201909252610de5918101906119a6565b60015b610e4f573d808015610e15576040519150601f19603f3d011682016040523d82523d5f602084013e610e1a565b606091505b5080515f03610e4757604051633250574960e11b81526001600160a01b038516600482015260240161055b565b805160208201fd5b6001600160e01b03198116630a85bd0160e11b14610e8b57604051633250574960e11b81526001600160a01b038516600482015260240161055b565b505050505050565b60607f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316631d582a486040518163ffffffff1660e01b81526004015f60405180830381865afa158015610ef0573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610f1791908101906118d0565b610f20836107cc565b604051602001610f319291906119d8565b6040516020818303038152906040529050919050565b5f6001600160e01b031982166380ac58cd60e01b1480610f7757506001600160e01b03198216635b5e139f60e01b145b806103a257506301ffc9a760e01b6001600160e01b03198316146103a2565b610532828260405180602001604052805f8152506111d2565b8080610fc357506001600160a01b03821615155b15611084575f610fd284610b65565b90506001600160a01b03831615801590610ffe5750826001600160a01b0316816001600160a01b031614155b8015611011575061100f8184610a4a565b155b1561103a5760405163a9fbf51f60e01b81526001600160a01b038416600482015260240161055b565b81156110825783856001600160a01b0316826001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92560405160405180910390a45b505b50505f90815260046020526040902080546001600160a01b0319166001600160a01b0392909216919091179055565b5f828152600260205260408120546001600160a01b03908116908316156110df576110df8184866111e9565b6001600160a01b03811615611119576110fa5f855f5f610faf565b6001600160a01b0381165f90815260036020526040902080545f190190555b6001600160a01b03851615611147576001600160a01b0385165f908152600360205260409020805460010190555b5f8481526002602052604080822080546001600160a01b0319166001600160a01b0389811691821790925591518793918516917fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef91a4949350505050565b5f805f1983850993909202808410938190039390930393915050565b634e487b715f52806020526024601cfd5b6111dc838361124d565b610752335f858585610d6c565b6111f48383836112ae565b610752576001600160a01b03831661122257604051637e27328960e01b81526004810182905260240161055b565b60405163177e802f60e01b81526001600160a01b03831660048201526024810182905260440161055b565b6001600160a01b03821661127657604051633250574960e11b81525f600482015260240161055b565b5f61128283835f610baa565b90506001600160a01b03811615610752576040516339e3563760e11b81525f600482015260240161055b565b5f6001600160a01b0383161580159061130a5750826001600160a01b0316846001600160a01b031614806112e757506112e78484610a4a565b8061130a57505f828152600460205260409020546001600160a01b038481169116145b949350505050565b6001600160e01b031981168114611327575f5ffd5b50565b5f6020828403121561133a575f5ffd5b813561088e81611312565b6001600160a01b0381168114611327575f5ffd5b80356001600160601b038116811461136f575f5ffd5b919050565b5f5f5f5f5f60a08688031215611388575f5ffd5b853561139381611345565b945060208601356113a381611345565b93506113b160408701611359565b925060608601356113c181611345565b91506113cf60808701611359565b90509295509295909350565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f61088e60208301846113db565b5f6020828403121561142b575f5ffd5b5035919050565b5f5f60408385031215611443575f5ffd5b823561144e81611345565b946020939093013593505050565b5f5f5f6060848603121561146e575f5ffd5b833561147981611345565b9250602084013561148981611345565b929592945050506040919091013590565b5f5f604083850312156114ab575f5ffd5b50508035926020909101359150565b5f5f83601f8401126114ca575f5ffd5b50813567ffffffffffffffff8111156114e1575f5ffd5b602083019150836020828501011115610638575f5ffd5b5f5f5f5f5f5f60a0878903121561150d575f5ffd5b863561151881611345565b955060208701359450604087013567ffffffffffffffff81111561153a575f5ffd5b61154689828a016114ba565b909550935050606087013561155a81611345565b915061156860808801611359565b90509295509295509295565b5f5f5f5f60408587031215611587575f5ffd5b843567ffffffffffffffff81111561159d575f5ffd5b6115a9878288016114ba565b909550935050602085013567ffffffffffffffff8111156115c8575f5ffd5b6115d4878288016114ba565b95989497509550505050565b5f602082840312156115f0575f5ffd5b813561088e81611345565b5f5f6040838503121561160c575f5ffd5b823561161781611345565b91506020830135801515811461162b575f5ffd5b809150509250929050565b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f1916810167ffffffffffffffff8111828210171561167357611673611636565b604052919050565b5f67ffffffffffffffff82111561169457611694611636565b50601f01601f191660200190565b5f5f5f5f608085870312156116b5575f5ffd5b84356116c081611345565b935060208501356116d081611345565b925060408501359150606085013567ffffffffffffffff8111156116f2575f5ffd5b8501601f81018713611702575f5ffd5b80356117156117108261167b565b61164a565b818152886020838501011115611729575f5ffd5b816020840160208301375f6020838301015280935050505092959194509250565b5f5f6040838503121561175b575f5ffd5b823561176681611345565b9150602083013561162b81611345565b5f6001820161179357634e487b7160e01b5f52601160045260245ffd5b5060010190565b600181811c908216806117ae57607f821691505b6020821081036117cc57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f82111561075257805f5260205f20601f840160051c810160208510156117f75750805b601f840160051c820191505b818110156107bb575f8155600101611803565b67ffffffffffffffff83111561182e5761182e611636565b6118428361183c835461179a565b836117d2565b5f601f841160018114611873575f851561185c5750838201355b5f19600387901b1c1916600186901b1783556107bb565b5f83815260208120601f198716915b828110156118a25786850135825560209485019460019092019101611882565b50868210156118be575f1960f88860031b161c19848701351681555b505060018560011b0183555050505050565b5f602082840312156118e0575f5ffd5b815167ffffffffffffffff8111156118f6575f5ffd5b8201601f81018413611906575f5ffd5b80516119146117108261167b565b818152856020838501011115611928575f5ffd5b8160208401602083015e5f91810160200191909152949350505050565b5f60208284031215611955575f5ffd5b815161088e81611345565b634e487b7160e01b5f52601260045260245ffd5b6001600160a01b03858116825284166020820152604081018390526080606082018190525f9061072e908301846113db565b5f602082840312156119b6575f5ffd5b815161088e81611312565b5f81518060208401855e5f93019283525090919050565b5f61130a6119e683866119c1565b846119c156fea26469706673582212208b02a193f00fb53ff58b9004030edf10fc41d03377ee87318d977c10072afaa164736f6c634300081c003360a060405234801561000f575f5ffd5b5060405161203238038061203283398101604081905261002e9161006a565b60408051602081019091525f815281906100478161005a565b506001600160a01b0316608052506101e9565b6002610066828261012f565b5050565b5f6020828403121561007a575f5ffd5b81516001600160a01b0381168114610090575f5ffd5b9392505050565b634e487b7160e01b5f52604160045260245ffd5b600181811c908216806100bf57607f821691505b6020821081036100dd57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f82111561012a57805f5260205f20601f840160051c810160208510156101085750805b601f840160051c820191505b81811015610127575f8155600101610114565b50505b505050565b81516001600160401b0381111561014857610148610097565b61015c8161015684546100ab565b846100e3565b6020601f82116001811461018e575f83156101775750848201515b5f19600385901b1c1916600184901b178455610127565b5f84815260208120601f198516915b828110156101bd578785015182556020948501946001909201910161019d565b50848210156101da57868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b608051611e0e6102245f395f8181610264015281816103af015281816105ee01528181610695015281816109390152610aea0152611e0e5ff3fe608060405234801561000f575f5ffd5b506004361061011b575f3560e01c80634cd88b76116100a957806395d89b411161006e57806395d89b41146102b9578063a22cb465146102c1578063bf8cc82c146102d4578063e985e9c514610324578063f242432a1461035f575f5ffd5b80634cd88b761461022c5780634e1273f41461023f578063507f14651461025f5780636bcf049a1461029e5780638da5cb5b146102b1575f5ffd5b80630e89341c116100ef5780630e89341c146101905780632a55205a146101a35780632eb2c2d6146101d557806335923c63146101ea5780634094897714610219575f5ffd5b8062fdd58e1461011f57806301ffc9a7146101455780630597cc6e1461016857806306fdde031461017b575b5f5ffd5b61013261012d366004611465565b610372565b6040519081526020015b60405180910390f35b6101586101533660046114a4565b610399565b604051901515815260200161013c565b6101326101763660046114da565b6103a3565b61018361046b565b60405161013c919061156f565b61018361019e366004611581565b6104fb565b6101b66101b1366004611598565b610506565b604080516001600160a01b03909316835260208301919091520161013c565b6101e86101e33660046116fb565b610581565b005b6101fd6101f8366004611465565b6105a0565b60408051921515835263ffffffff90911660208301520161013c565b6101326102273660046117e8565b6105e2565b6101e861023a366004611863565b61068a565b61025261024d3660046118cd565b6106ee565b60405161013c91906119ca565b6102867f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200161013c565b6101836102ac366004611581565b6107bd565b610286610922565b6101836109af565b6101e86102cf3660046119dc565b6109be565b6101b66102e2366004611581565b5f908152600960209081526040918290208251808401909352546001600160a01b038116808452600160a01b9091046001600160601b03169290910182905291565b610158610332366004611a17565b6001600160a01b039182165f90815260016020908152604080832093909416825291909152205460ff1690565b6101e861036d366004611a43565b6109cd565b5f818152602081815260408083206001600160a01b03861684529091529020545b92915050565b5f610393826109e3565b5f336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146103ed576040516304d1ccfd60e41b815260040160405180910390fd5b60075f81546103fb90611aae565b91829055506040805180820182526001600160a01b0380891682526001600160601b0380891660208085019182525f8781526009909152949094209251935116600160a01b0292169190911790559050610456818484610a07565b61046286826001610ac7565b95945050505050565b60606005805461047a90611ac6565b80601f01602080910402602001604051908101604052809291908181526020018280546104a690611ac6565b80156104f15780601f106104c8576101008083540402835291602001916104f1565b820191905f5260205f20905b8154815290600101906020018083116104d457829003601f168201915b5050505050905090565b606061039382610ae6565b5f82815260046020526040812080548291906001600160a01b03811690600160a01b90046001600160601b0316816105595750506003546001600160a01b03811690600160a01b90046001600160601b03165b5f610570876001600160601b038416612710610b9a565b9295509193505050505b9250929050565b61058c335b86610c4a565b6105998585858585610cc2565b5050505050565b5f5f6105ac8484610372565b5f848152600a602090815260408083206001600160a01b0389168452909152902054901515925063ffffffff1690509250929050565b5f336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461062c576040516304d1ccfd60e41b815260040160405180910390fd5b60075f815461063a90611aae565b91829055505f81815260086020526040902090915061065a858783611b42565b506001600160601b0382161561067557610675818484610a07565b610680878288610ac7565b9695505050505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146106d3576040516304d1ccfd60e41b815260040160405180910390fd5b60056106e0848683611b42565b506006610599828483611b42565b606081518351146107245781518351604051635b05999160e01b8152600481019290925260248201526044015b60405180910390fd5b5f83516001600160401b0381111561073e5761073e6115b8565b604051908082528060200260200182016040528015610767578160200160208202803683370190505b5090505f5b84518110156107b55760208082028601015161079090602080840287010151610372565b8282815181106107a2576107a2611bfb565b602090810291909101015260010161076c565b509392505050565b5f818152600960209081526040918290208251808401909352546001600160a01b038116808452600160a01b9091046001600160601b031691830191909152606091901561088657805160208201516040516335e7824d60e11b81526001600160601b0390911660048201526001600160a01b0390911690636bcf049a906024015f60405180830381865afa158015610858573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f1916820160405261087f9190810190611c0f565b9392505050565b5f838152600860205260409020805461089e90611ac6565b80601f01602080910402602001604051908101604052809291908181526020018280546108ca90611ac6565b80156109155780601f106108ec57610100808354040283529160200191610915565b820191905f5260205f20905b8154815290600101906020018083116108f857829003601f168201915b5050505050915050919050565b6040516362a1f07f60e11b81523060048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063c543e0fe90602401602060405180830381865afa158015610986573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906109aa9190611c83565b905090565b60606006805461047a90611ac6565b6109c9338383610d22565b5050565b6109d633610586565b6105998585858585610ddf565b5f6001600160e01b0319821663152a902d60e11b1480610393575061039382610e6c565b6127106001600160601b038216811015610a4d5760405163dfd1fc1b60e01b8152600481018590526001600160601b03831660248201526044810182905260640161071b565b6001600160a01b038316610a7d57604051634b4f842960e11b8152600481018590525f602482015260440161071b565b506040805180820182526001600160a01b0393841681526001600160601b0392831660208083019182525f968752600490529190942093519051909116600160a01b029116179055565b610ae183838360405180602001604052805f815250610ebb565b505050565b60607f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316631d582a486040518163ffffffff1660e01b81526004015f60405180830381865afa158015610b43573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610b6a9190810190611c0f565b610b73836107bd565b604051602001610b84929190611cb5565b6040516020818303038152906040529050919050565b5f5f5f610ba78686610f1f565b91509150815f03610bcb57838181610bc157610bc1611cd1565b049250505061087f565b818411610be257610be26003851502601118610f3b565b5f848688095f868103871696879004966002600389028118808a02820302808a02820302808a02820302808a02820302808a02820302808a02909103029181900381900460010185841190960395909502919093039390930492909217029150509392505050565b816001600160a01b0316816001600160a01b031614158015610c9157506001600160a01b038082165f9081526001602090815260408083209386168352929052205460ff16155b156109c95760405163711bec9160e11b81526001600160a01b0380841660048301528216602482015260440161071b565b6001600160a01b038416610ceb57604051632bfa23e760e11b81525f600482015260240161071b565b6001600160a01b038516610d1357604051626a0d4560e21b81525f600482015260240161071b565b61059985858585856001610f4c565b6001600160a01b038316610d4b57604051631f18c42760e11b81525f600482015260240161071b565b6001600160a01b038216610d735760405162ced3e160e81b81525f600482015260240161071b565b6001600160a01b038381165f81815260016020908152604080832094871680845294825291829020805460ff191686151590811790915591519182527f17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31910160405180910390a3505050565b6001600160a01b038416610e0857604051632bfa23e760e11b81525f600482015260240161071b565b6001600160a01b038516610e3057604051626a0d4560e21b81525f600482015260240161071b565b60408051600180825260208201869052818301908152606082018590526080820190925290610e6387878484875f610f4c565b50505050505050565b5f6001600160e01b03198216636cdb3d1360e11b1480610e9c57506001600160e01b031982166303a24d0760e21b145b8061039357506301ffc9a760e01b6001600160e01b0319831614610393565b6001600160a01b038416610ee457604051632bfa23e760e11b81525f600482015260240161071b565b60408051600180825260208201869052818301908152606082018590526080820190925290610f175f8784848784610f4c565b505050505050565b5f805f1983850993909202808410938190039390930393915050565b634e487b715f52806020526024601cfd5b610f5886868686610fa4565b6001600160a01b03851615610f1757338115610f8157610f7c818888888888611037565b610e63565b60208581015190850151610f99838a8a85858a611158565b505050505050505050565b610fb08484848461123f565b6001600160a01b03841615611031575f5b825181101561059957600a5f848381518110610fdf57610fdf611bfb565b60209081029190910181015182528181019290925260409081015f9081206001600160a01b03891682529092529020805463ffffffff198116600163ffffffff92831681019092161790915501610fc1565b50505050565b6001600160a01b0384163b15610f175760405163bc197c8160e01b81526001600160a01b0385169063bc197c819061107b9089908990889088908890600401611ce5565b6020604051808303815f875af19250505080156110b5575060408051601f3d908101601f191682019092526110b291810190611d42565b60015b61111c573d8080156110e2576040519150601f19603f3d011682016040523d82523d5f602084013e6110e7565b606091505b5080515f0361111457604051632bfa23e760e11b81526001600160a01b038616600482015260240161071b565b805160208201fd5b6001600160e01b0319811663bc197c8160e01b14610e6357604051632bfa23e760e11b81526001600160a01b038616600482015260240161071b565b6001600160a01b0384163b15610f175760405163f23a6e6160e01b81526001600160a01b0385169063f23a6e619061119c9089908990889088908890600401611d5d565b6020604051808303815f875af19250505080156111d6575060408051601f3d908101601f191682019092526111d391810190611d42565b60015b611203573d8080156110e2576040519150601f19603f3d011682016040523d82523d5f602084013e6110e7565b6001600160e01b0319811663f23a6e6160e01b14610e6357604051632bfa23e760e11b81526001600160a01b038616600482015260240161071b565b805182511461126e5781518151604051635b05999160e01b81526004810192909252602482015260440161071b565b335f5b8351811015611370576020818102858101820151908501909101516001600160a01b03881615611322575f828152602081815260408083206001600160a01b038c168452909152902054818110156112fc576040516303dee4c560e01b81526001600160a01b038a16600482015260248101829052604481018390526064810184905260840161071b565b5f838152602081815260408083206001600160a01b038d16845290915290209082900390555b6001600160a01b03871615611366575f828152602081815260408083206001600160a01b038b16845290915281208054839290611360908490611da1565b90915550505b5050600101611271565b5082516001036113f05760208301515f906020840151909150856001600160a01b0316876001600160a01b0316846001600160a01b03167fc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f6285856040516113e1929190918252602082015260400190565b60405180910390a45050610599565b836001600160a01b0316856001600160a01b0316826001600160a01b03167f4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb868660405161143f929190611db4565b60405180910390a45050505050565b6001600160a01b0381168114611462575f5ffd5b50565b5f5f60408385031215611476575f5ffd5b82356114818161144e565b946020939093013593505050565b6001600160e01b031981168114611462575f5ffd5b5f602082840312156114b4575f5ffd5b813561087f8161148f565b80356001600160601b03811681146114d5575f5ffd5b919050565b5f5f5f5f5f60a086880312156114ee575f5ffd5b85356114f98161144e565b945060208601356115098161144e565b9350611517604087016114bf565b925060608601356115278161144e565b9150611535608087016114bf565b90509295509295909350565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f61087f6020830184611541565b5f60208284031215611591575f5ffd5b5035919050565b5f5f604083850312156115a9575f5ffd5b50508035926020909101359150565b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f191681016001600160401b03811182821017156115f4576115f46115b8565b604052919050565b5f6001600160401b03821115611614576116146115b8565b5060051b60200190565b5f82601f83011261162d575f5ffd5b813561164061163b826115fc565b6115cc565b8082825260208201915060208360051b860101925085831115611661575f5ffd5b602085015b8381101561167e578035835260209283019201611666565b5095945050505050565b5f6001600160401b038211156116a0576116a06115b8565b50601f01601f191660200190565b5f82601f8301126116bd575f5ffd5b81356116cb61163b82611688565b8181528460208386010111156116df575f5ffd5b816020850160208301375f918101602001919091529392505050565b5f5f5f5f5f60a0868803121561170f575f5ffd5b853561171a8161144e565b9450602086013561172a8161144e565b935060408601356001600160401b03811115611744575f5ffd5b6117508882890161161e565b93505060608601356001600160401b0381111561176b575f5ffd5b6117778882890161161e565b92505060808601356001600160401b03811115611792575f5ffd5b61179e888289016116ae565b9150509295509295909350565b5f5f83601f8401126117bb575f5ffd5b5081356001600160401b038111156117d1575f5ffd5b60208301915083602082850101111561057a575f5ffd5b5f5f5f5f5f5f60a087890312156117fd575f5ffd5b86356118088161144e565b95506020870135945060408701356001600160401b03811115611829575f5ffd5b61183589828a016117ab565b90955093505060608701356118498161144e565b9150611857608088016114bf565b90509295509295509295565b5f5f5f5f60408587031215611876575f5ffd5b84356001600160401b0381111561188b575f5ffd5b611897878288016117ab565b90955093505060208501356001600160401b038111156118b5575f5ffd5b6118c1878288016117ab565b95989497509550505050565b5f5f604083850312156118de575f5ffd5b82356001600160401b038111156118f3575f5ffd5b8301601f81018513611903575f5ffd5b803561191161163b826115fc565b8082825260208201915060208360051b850101925087831115611932575f5ffd5b6020840193505b8284101561195d57833561194c8161144e565b825260209384019390910190611939565b945050505060208301356001600160401b0381111561197a575f5ffd5b6119868582860161161e565b9150509250929050565b5f8151808452602084019350602083015f5b828110156119c05781518652602095860195909101906001016119a2565b5093949350505050565b602081525f61087f6020830184611990565b5f5f604083850312156119ed575f5ffd5b82356119f88161144e565b915060208301358015158114611a0c575f5ffd5b809150509250929050565b5f5f60408385031215611a28575f5ffd5b8235611a338161144e565b91506020830135611a0c8161144e565b5f5f5f5f5f60a08688031215611a57575f5ffd5b8535611a628161144e565b94506020860135611a728161144e565b9350604086013592506060860135915060808601356001600160401b03811115611792575f5ffd5b634e487b7160e01b5f52601160045260245ffd5b5f60018201611abf57611abf611a9a565b5060010190565b600181811c90821680611ada57607f821691505b602082108103611af857634e487b7160e01b5f52602260045260245ffd5b50919050565b601f821115610ae157805f5260205f20601f840160051c81016020851015611b235750805b601f840160051c820191505b81811015610599575f8155600101611b2f565b6001600160401b03831115611b5957611b596115b8565b611b6d83611b678354611ac6565b83611afe565b5f601f841160018114611b9e575f8515611b875750838201355b5f19600387901b1c1916600186901b178355610599565b5f83815260208120601f198716915b82811015611bcd5786850135825560209485019460019092019101611bad565b5086821015611be9575f1960f88860031b161c19848701351681555b505060018560011b0183555050505050565b634e487b7160e01b5f52603260045260245ffd5b5f60208284031215611c1f575f5ffd5b81516001600160401b03811115611c34575f5ffd5b8201601f81018413611c44575f5ffd5b8051611c5261163b82611688565b818152856020838501011115611c66575f5ffd5b8160208401602083015e5f91810160200191909152949350505050565b5f60208284031215611c93575f5ffd5b815161087f8161144e565b5f81518060208401855e5f93019283525090919050565b5f611cc9611cc38386611c9e565b84611c9e565b949350505050565b634e487b7160e01b5f52601260045260245ffd5b6001600160a01b0386811682528516602082015260a0604082018190525f90611d1090830186611990565b8281036060840152611d228186611990565b90508281036080840152611d368185611541565b98975050505050505050565b5f60208284031215611d52575f5ffd5b815161087f8161148f565b6001600160a01b03868116825285166020820152604081018490526060810183905260a0608082018190525f90611d9690830184611541565b979650505050505050565b8082018082111561039357610393611a9a565b604081525f611dc66040830185611990565b8281036020840152610462818561199056fea264697066735822122084dbb73604d31f975fdff278787cfa044cdd0fb8c534d779381c86841eea26be64736f6c634300081c0033" as const;

/** How the local chain (31337) deploys the Store: CREATE2 through anvil's deterministic deployer. */
export const localDeployment = {
  chainId: 31337,
  create2Deployer: "0x4e59b44847b379578588920cA78FbF26c0B4956C",
  salt: "0x0000000000000000000000000000000000000000000000000000000000000000",
  metadataGateway: "http://localhost:3000/ipfs/",
  storeAddress: "0xB253d2B02029F65BC23D0ec7432b2ac53301f27c",
} as const;

/** Store addresses known at build time; public chains (1328, 1329) come from the environment. */
export const storeAddresses = { 31337: "0xB253d2B02029F65BC23D0ec7432b2ac53301f27c" } as const;
