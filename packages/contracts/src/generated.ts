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
  {
    inputs: [{ internalType: "address", name: "collection", type: "address" }],
    name: "CollectionAlreadyKnown",
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
    inputs: [{ internalType: "uint256", name: "offerId", type: "uint256" }],
    name: "StaleOffer",
    type: "error",
  },
  {
    inputs: [{ internalType: "uint256", name: "tokenId", type: "uint256" }],
    name: "TokenIdTooLarge",
    type: "error",
  },
  {
    inputs: [{ internalType: "address", name: "collection", type: "address" }],
    name: "UnknownCollection",
    type: "error",
  },
  {
    inputs: [{ internalType: "address", name: "collection", type: "address" }],
    name: "UnsupportedCollection",
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
      { indexed: false, internalType: "enum IMeshLinkStore.CollectionKind", name: "kind", type: "uint8" },
      { indexed: false, internalType: "string", name: "name", type: "string" },
    ],
    name: "CollectionCreated",
    type: "event",
  },
  {
    anonymous: false,
    inputs: [
      { indexed: true, internalType: "address", name: "owner", type: "address" },
      { indexed: true, internalType: "address", name: "collection", type: "address" },
      { indexed: false, internalType: "enum IMeshLinkStore.CollectionKind", name: "kind", type: "uint8" },
    ],
    name: "CollectionRegistered",
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
      { indexed: true, internalType: "address", name: "gameAddress", type: "address" },
      { indexed: false, internalType: "uint256", name: "newTokenId", type: "uint256" },
      { indexed: false, internalType: "address", name: "originalCollection", type: "address" },
      { indexed: false, internalType: "uint256", name: "originalTokenId", type: "uint256" },
      { indexed: false, internalType: "address", name: "royaltyRecipient", type: "address" },
      { indexed: false, internalType: "uint256", name: "royaltyFee", type: "uint256" },
    ],
    name: "OfferExecuted",
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
      { indexed: false, internalType: "address", name: "collection", type: "address" },
      { indexed: false, internalType: "uint256", name: "tokenId", type: "uint256" },
      { indexed: false, internalType: "uint256", name: "royaltyFee", type: "uint256" },
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
    outputs: [{ internalType: "uint256", name: "newTokenId", type: "uint256" }],
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
      { internalType: "enum IMeshLinkStore.CollectionKind", name: "kind", type: "uint8" },
    ],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [
      { internalType: "string", name: "name", type: "string" },
      { internalType: "string", name: "symbol", type: "string" },
      { internalType: "enum IMeshLinkStore.CollectionKind", name: "kind", type: "uint8" },
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
          { internalType: "address", name: "collection", type: "address" },
          { internalType: "uint256", name: "tokenId", type: "uint256" },
          { internalType: "uint256", name: "royaltyFee", type: "uint256" },
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
      { internalType: "address", name: "royaltyRecipient", type: "address" },
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
      { internalType: "address", name: "collection", type: "address" },
      { internalType: "uint256", name: "tokenId", type: "uint256" },
      { internalType: "uint16", name: "royaltyFee", type: "uint16" },
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
  {
    inputs: [{ internalType: "address", name: "collection", type: "address" }],
    name: "registerCollection",
    outputs: [{ internalType: "enum IMeshLinkStore.CollectionKind", name: "kind", type: "uint8" }],
    stateMutability: "nonpayable",
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

/** Plain OpenZeppelin collections deployed outside MeshLink (constructor: name, symbol), for imports. */
export const externalCollection721 = {
  abi: [
    {
      inputs: [
        { internalType: "string", name: "name_", type: "string" },
        { internalType: "string", name: "symbol_", type: "string" },
      ],
      stateMutability: "nonpayable",
      type: "constructor",
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
    {
      inputs: [{ internalType: "address", name: "owner", type: "address" }],
      name: "OwnableInvalidOwner",
      type: "error",
    },
    {
      inputs: [{ internalType: "address", name: "account", type: "address" }],
      name: "OwnableUnauthorizedAccount",
      type: "error",
    },
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
        { indexed: false, internalType: "uint256", name: "_fromTokenId", type: "uint256" },
        { indexed: false, internalType: "uint256", name: "_toTokenId", type: "uint256" },
      ],
      name: "BatchMetadataUpdate",
      type: "event",
    },
    {
      anonymous: false,
      inputs: [{ indexed: false, internalType: "uint256", name: "_tokenId", type: "uint256" }],
      name: "MetadataUpdate",
      type: "event",
    },
    {
      anonymous: false,
      inputs: [
        { indexed: true, internalType: "address", name: "previousOwner", type: "address" },
        { indexed: true, internalType: "address", name: "newOwner", type: "address" },
      ],
      name: "OwnershipTransferred",
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
        { internalType: "address", name: "owner", type: "address" },
        { internalType: "address", name: "operator", type: "address" },
      ],
      name: "isApprovedForAll",
      outputs: [{ internalType: "bool", name: "", type: "bool" }],
      stateMutability: "view",
      type: "function",
    },
    {
      inputs: [
        { internalType: "address", name: "to", type: "address" },
        { internalType: "string", name: "uri", type: "string" },
      ],
      name: "mint",
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
    { inputs: [], name: "renounceOwnership", outputs: [], stateMutability: "nonpayable", type: "function" },
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
    {
      inputs: [{ internalType: "address", name: "newOwner", type: "address" }],
      name: "transferOwnership",
      outputs: [],
      stateMutability: "nonpayable",
      type: "function",
    },
  ],
  bytecode:
    "0x608060405234801561000f575f5ffd5b5060405161174038038061174083398101604081905261002e91610178565b3382825f61003c8382610261565b5060016100498282610261565b5050506001600160a01b03811661007957604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b6100828161008a565b50505061031b565b600780546001600160a01b038381166001600160a01b0319831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a35050565b634e487b7160e01b5f52604160045260245ffd5b5f82601f8301126100fe575f5ffd5b81516001600160401b03811115610117576101176100db565b604051601f8201601f19908116603f011681016001600160401b0381118282101715610145576101456100db565b60405281815283820160200185101561015c575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f5f60408385031215610189575f5ffd5b82516001600160401b0381111561019e575f5ffd5b6101aa858286016100ef565b602085015190935090506001600160401b038111156101c7575f5ffd5b6101d3858286016100ef565b9150509250929050565b600181811c908216806101f157607f821691505b60208210810361020f57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f82111561025c57805f5260205f20601f840160051c8101602085101561023a5750805b601f840160051c820191505b81811015610259575f8155600101610246565b50505b505050565b81516001600160401b0381111561027a5761027a6100db565b61028e8161028884546101dd565b84610215565b6020601f8211600181146102c0575f83156102a95750848201515b5f19600385901b1c1916600184901b178455610259565b5f84815260208120601f198516915b828110156102ef57878501518255602094850194600190920191016102cf565b508482101561030c57868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b611418806103285f395ff3fe608060405234801561000f575f5ffd5b5060043610610106575f3560e01c8063715018a61161009e578063b88d4fde1161006e578063b88d4fde14610215578063c87b56dd14610228578063d0def5211461023b578063e985e9c51461024e578063f2fde38b14610261575f5ffd5b8063715018a6146101e15780638da5cb5b146101e957806395d89b41146101fa578063a22cb46514610202575f5ffd5b806323b872dd116100d957806323b872dd1461018757806342842e0e1461019a5780636352211e146101ad57806370a08231146101c0575f5ffd5b806301ffc9a71461010a57806306fdde0314610132578063081812fc14610147578063095ea7b314610172575b5f5ffd5b61011d610118366004610f24565b610274565b60405190151581526020015b60405180910390f35b61013a61029e565b6040516101299190610f6d565b61015a610155366004610f7f565b61032d565b6040516001600160a01b039091168152602001610129565b610185610180366004610fb1565b610354565b005b610185610195366004610fd9565b610363565b6101856101a8366004610fd9565b6103f1565b61015a6101bb366004610f7f565b610410565b6101d36101ce366004611013565b61041a565b604051908152602001610129565b61018561045f565b6007546001600160a01b031661015a565b61013a610472565b61018561021036600461102c565b610481565b610185610223366004611079565b61048c565b61013a610236366004610f7f565b6104a4565b6101d3610249366004611156565b610525565b61011d61025c3660046111d4565b610593565b61018561026f366004611013565b6105c0565b5f6001600160e01b03198216632483248360e11b14806102985750610298826105fd565b92915050565b60605f80546102ac90611205565b80601f01602080910402602001604051908101604052809291908181526020018280546102d890611205565b80156103235780601f106102fa57610100808354040283529160200191610323565b820191905f5260205f20905b81548152906001019060200180831161030657829003601f168201915b5050505050905090565b5f6103378261064c565b505f828152600460205260409020546001600160a01b0316610298565b61035f828233610684565b5050565b6001600160a01b03821661039157604051633250574960e11b81525f60048201526024015b60405180910390fd5b5f61039d838333610691565b9050836001600160a01b0316816001600160a01b0316146103eb576040516364283d7b60e01b81526001600160a01b0380861660048301526024820184905282166044820152606401610388565b50505050565b61040b83838360405180602001604052805f81525061048c565b505050565b5f6102988261064c565b5f6001600160a01b038216610444576040516322718ad960e21b81525f6004820152602401610388565b506001600160a01b03165f9081526003602052604090205490565b610467610783565b6104705f6107b0565b565b6060600180546102ac90611205565b61035f338383610801565b610497848484610363565b6103eb33858585856108c8565b60606104af8261064c565b505f6104c560408051602081019091525f815290565b90505f6104d1846109f0565b905081515f036104e2579392505050565b8051156105145781816040516020016104fc929190611254565b60405160208183030381529060405292505050919050565b61051d84610a8f565b949350505050565b5f61052e610783565b60085f815461053c90611268565b9182905550905061054d8482610aff565b61058c8184848080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250610b1892505050565b9392505050565b6001600160a01b039182165f90815260056020908152604080832093909416825291909152205460ff1690565b6105c8610783565b6001600160a01b0381166105f157604051631e4fbdf760e01b81525f6004820152602401610388565b6105fa816107b0565b50565b5f6001600160e01b031982166380ac58cd60e01b148061062d57506001600160e01b03198216635b5e139f60e01b145b8061029857506301ffc9a760e01b6001600160e01b0319831614610298565b5f818152600260205260408120546001600160a01b03168061029857604051637e27328960e01b815260048101849052602401610388565b61040b8383836001610b67565b5f828152600260205260408120546001600160a01b03908116908316156106bd576106bd818486610c6b565b6001600160a01b038116156106f7576106d85f855f5f610b67565b6001600160a01b0381165f90815260036020526040902080545f190190555b6001600160a01b03851615610725576001600160a01b0385165f908152600360205260409020805460010190555b5f8481526002602052604080822080546001600160a01b0319166001600160a01b0389811691821790925591518793918516917fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef91a4949350505050565b6007546001600160a01b031633146104705760405163118cdaa760e01b8152336004820152602401610388565b600780546001600160a01b038381166001600160a01b0319831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a35050565b6001600160a01b03831661082a5760405163a9fbf51f60e01b81525f6004820152602401610388565b6001600160a01b03821661085c57604051630b61174360e31b81526001600160a01b0383166004820152602401610388565b6001600160a01b038381165f81815260056020908152604080832094871680845294825291829020805460ff191686151590811790915591519182527f17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31910160405180910390a3505050565b6001600160a01b0383163b156109e957604051630a85bd0160e11b81526001600160a01b0384169063150b7a029061090a90889088908790879060040161128c565b6020604051808303815f875af1925050508015610944575060408051601f3d908101601f19168201909252610941918101906112c8565b60015b6109ab573d808015610971576040519150601f19603f3d011682016040523d82523d5f602084013e610976565b606091505b5080515f036109a357604051633250574960e11b81526001600160a01b0385166004820152602401610388565b805160208201fd5b6001600160e01b03198116630a85bd0160e11b146109e757604051633250574960e11b81526001600160a01b0385166004820152602401610388565b505b5050505050565b5f818152600660205260409020805460609190610a0c90611205565b80601f0160208091040260200160405190810160405280929190818152602001828054610a3890611205565b8015610a835780601f10610a5a57610100808354040283529160200191610a83565b820191905f5260205f20905b815481529060010190602001808311610a6657829003601f168201915b50505050509050919050565b6060610a9a8261064c565b505f610ab060408051602081019091525f815290565b90505f815111610ace5760405180602001604052805f81525061058c565b80610ad884610ccf565b604051602001610ae9929190611254565b6040516020818303038152906040529392505050565b61035f828260405180602001604052805f815250610d5f565b5f828152600660205260409020610b2f8282611327565b506040518281527ff8e1a15aba9398e019f0b49df1a4fde98ee17ae345cb5f6b5e2c27f5033e8ce79060200160405180910390a15050565b8080610b7b57506001600160a01b03821615155b15610c3c575f610b8a8461064c565b90506001600160a01b03831615801590610bb65750826001600160a01b0316816001600160a01b031614155b8015610bc95750610bc78184610593565b155b15610bf25760405163a9fbf51f60e01b81526001600160a01b0384166004820152602401610388565b8115610c3a5783856001600160a01b0316826001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92560405160405180910390a45b505b50505f90815260046020526040902080546001600160a01b0319166001600160a01b0392909216919091179055565b610c76838383610d76565b61040b576001600160a01b038316610ca457604051637e27328960e01b815260048101829052602401610388565b60405163177e802f60e01b81526001600160a01b038316600482015260248101829052604401610388565b60605f610cdb83610dd7565b60010190505f8167ffffffffffffffff811115610cfa57610cfa611065565b6040519080825280601f01601f191660200182016040528015610d24576020820181803683370190505b5090508181016020015b5f19016f181899199a1a9b1b9c1cb0b131b232b360811b600a86061a8153600a8504945084610d2e57509392505050565b610d698383610eae565b61040b335f8585856108c8565b5f6001600160a01b0383161580159061051d5750826001600160a01b0316846001600160a01b03161480610daf5750610daf8484610593565b8061051d5750505f908152600460205260409020546001600160a01b03908116911614919050565b5f8072184f03e93ff9f4daa797ed6e38ed64bf6a1f0160401b8310610e155772184f03e93ff9f4daa797ed6e38ed64bf6a1f0160401b830492506040015b6d04ee2d6d415b85acef81000000008310610e41576d04ee2d6d415b85acef8100000000830492506020015b662386f26fc100008310610e5f57662386f26fc10000830492506010015b6305f5e1008310610e77576305f5e100830492506008015b6127108310610e8b57612710830492506004015b60648310610e9d576064830492506002015b600a83106102985760010192915050565b6001600160a01b038216610ed757604051633250574960e11b81525f6004820152602401610388565b5f610ee383835f610691565b90506001600160a01b0381161561040b576040516339e3563760e11b81525f6004820152602401610388565b6001600160e01b0319811681146105fa575f5ffd5b5f60208284031215610f34575f5ffd5b813561058c81610f0f565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f61058c6020830184610f3f565b5f60208284031215610f8f575f5ffd5b5035919050565b80356001600160a01b0381168114610fac575f5ffd5b919050565b5f5f60408385031215610fc2575f5ffd5b610fcb83610f96565b946020939093013593505050565b5f5f5f60608486031215610feb575f5ffd5b610ff484610f96565b925061100260208501610f96565b929592945050506040919091013590565b5f60208284031215611023575f5ffd5b61058c82610f96565b5f5f6040838503121561103d575f5ffd5b61104683610f96565b91506020830135801515811461105a575f5ffd5b809150509250929050565b634e487b7160e01b5f52604160045260245ffd5b5f5f5f5f6080858703121561108c575f5ffd5b61109585610f96565b93506110a360208601610f96565b925060408501359150606085013567ffffffffffffffff8111156110c5575f5ffd5b8501601f810187136110d5575f5ffd5b803567ffffffffffffffff8111156110ef576110ef611065565b604051601f8201601f19908116603f0116810167ffffffffffffffff8111828210171561111e5761111e611065565b604052818152828201602001891015611135575f5ffd5b816020840160208301375f6020838301015280935050505092959194509250565b5f5f5f60408486031215611168575f5ffd5b61117184610f96565b9250602084013567ffffffffffffffff81111561118c575f5ffd5b8401601f8101861361119c575f5ffd5b803567ffffffffffffffff8111156111b2575f5ffd5b8660208284010111156111c3575f5ffd5b939660209190910195509293505050565b5f5f604083850312156111e5575f5ffd5b6111ee83610f96565b91506111fc60208401610f96565b90509250929050565b600181811c9082168061121957607f821691505b60208210810361123757634e487b7160e01b5f52602260045260245ffd5b50919050565b5f81518060208401855e5f93019283525090919050565b5f61051d611262838661123d565b8461123d565b5f6001820161128557634e487b7160e01b5f52601160045260245ffd5b5060010190565b6001600160a01b03858116825284166020820152604081018390526080606082018190525f906112be90830184610f3f565b9695505050505050565b5f602082840312156112d8575f5ffd5b815161058c81610f0f565b601f82111561040b57805f5260205f20601f840160051c810160208510156113085750805b601f840160051c820191505b818110156109e9575f8155600101611314565b815167ffffffffffffffff81111561134157611341611065565b6113558161134f8454611205565b846112e3565b6020601f821160018114611387575f83156113705750848201515b5f19600385901b1c1916600184901b1784556109e9565b5f84815260208120601f198516915b828110156113b65787850151825560209485019460019092019101611396565b50848210156113d357868401515f19600387901b60f8161c191681555b50505050600190811b0190555056fea26469706673582212201f88daefdc0d1d1a08e6805d77c57541ad94e541c42bd9c72ba43bca041ad8d764736f6c634300081c0033",
} as const;

export const externalCollection1155 = {
  abi: [
    {
      inputs: [
        { internalType: "string", name: "name_", type: "string" },
        { internalType: "string", name: "symbol_", type: "string" },
      ],
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
      inputs: [{ internalType: "address", name: "owner", type: "address" }],
      name: "OwnableInvalidOwner",
      type: "error",
    },
    {
      inputs: [{ internalType: "address", name: "account", type: "address" }],
      name: "OwnableUnauthorizedAccount",
      type: "error",
    },
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
        { indexed: true, internalType: "address", name: "previousOwner", type: "address" },
        { indexed: true, internalType: "address", name: "newOwner", type: "address" },
      ],
      name: "OwnershipTransferred",
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
        { internalType: "address", name: "account", type: "address" },
        { internalType: "address", name: "operator", type: "address" },
      ],
      name: "isApprovedForAll",
      outputs: [{ internalType: "bool", name: "", type: "bool" }],
      stateMutability: "view",
      type: "function",
    },
    {
      inputs: [
        { internalType: "address", name: "to", type: "address" },
        { internalType: "uint256", name: "id", type: "uint256" },
        { internalType: "uint256", name: "amount", type: "uint256" },
        { internalType: "string", name: "tokenUri", type: "string" },
      ],
      name: "mint",
      outputs: [],
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
    { inputs: [], name: "renounceOwnership", outputs: [], stateMutability: "nonpayable", type: "function" },
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
      inputs: [{ internalType: "address", name: "newOwner", type: "address" }],
      name: "transferOwnership",
      outputs: [],
      stateMutability: "nonpayable",
      type: "function",
    },
    {
      inputs: [{ internalType: "uint256", name: "tokenId", type: "uint256" }],
      name: "uri",
      outputs: [{ internalType: "string", name: "", type: "string" }],
      stateMutability: "view",
      type: "function",
    },
  ],
  bytecode:
    "0x60a06040525f608090815260039061001790826101ad565b50348015610023575f5ffd5b506040516119df3803806119df833981016040819052610042916102f0565b60408051602081019091525f8152339061005b816100b4565b506001600160a01b03811661008957604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b610092816100c4565b50600661009f83826101ad565b5060076100ac82826101ad565b505050610355565b60026100c082826101ad565b5050565b600580546001600160a01b038381166001600160a01b0319831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a35050565b634e487b7160e01b5f52604160045260245ffd5b600181811c9082168061013d57607f821691505b60208210810361015b57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f8211156101a857805f5260205f20601f840160051c810160208510156101865750805b601f840160051c820191505b818110156101a5575f8155600101610192565b50505b505050565b81516001600160401b038111156101c6576101c6610115565b6101da816101d48454610129565b84610161565b6020601f82116001811461020c575f83156101f55750848201515b5f19600385901b1c1916600184901b1784556101a5565b5f84815260208120601f198516915b8281101561023b578785015182556020948501946001909201910161021b565b508482101561025857868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b5f82601f830112610276575f5ffd5b81516001600160401b0381111561028f5761028f610115565b604051601f8201601f19908116603f011681016001600160401b03811182821017156102bd576102bd610115565b6040528181528382016020018510156102d4575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f5f60408385031215610301575f5ffd5b82516001600160401b03811115610316575f5ffd5b61032285828601610267565b602085015190935090506001600160401b0381111561033f575f5ffd5b61034b85828601610267565b9150509250929050565b61167d806103625f395ff3fe608060405234801561000f575f5ffd5b50600436106100e4575f3560e01c80638da5cb5b11610088578063bb7fde7111610063578063bb7fde71146101cc578063e985e9c5146101df578063f242432a1461021a578063f2fde38b1461022d575f5ffd5b80638da5cb5b1461019657806395d89b41146101b1578063a22cb465146101b9575f5ffd5b80630e89341c116100c35780630e89341c146101465780632eb2c2d6146101595780634e1273f41461016e578063715018a61461018e575f5ffd5b8062fdd58e146100e857806301ffc9a71461010e57806306fdde0314610131575b5f5ffd5b6100fb6100f6366004610e6b565b610240565b6040519081526020015b60405180910390f35b61012161011c366004610ea8565b610267565b6040519015158152602001610105565b6101396102b6565b6040516101059190610ef1565b610139610154366004610f03565b610342565b61016c610167366004611055565b61041e565b005b61018161017c366004611101565b61043d565b60405161010591906111fc565b61016c61050c565b6005546040516001600160a01b039091168152602001610105565b61013961051f565b61016c6101c736600461120e565b61052c565b61016c6101da366004611247565b61053b565b6101216101ed3660046112d3565b6001600160a01b039182165f90815260016020908152604080832093909416825291909152205460ff1690565b61016c610228366004611304565b61059c565b61016c61023b366004611357565b6105b2565b5f818152602081815260408083206001600160a01b03861684529091529020545b92915050565b5f6001600160e01b03198216636cdb3d1360e11b148061029757506001600160e01b031982166303a24d0760e21b145b8061026157506301ffc9a760e01b6001600160e01b0319831614610261565b600680546102c390611370565b80601f01602080910402602001604051908101604052809291908181526020018280546102ef90611370565b801561033a5780601f106103115761010080835404028352916020019161033a565b820191905f5260205f20905b81548152906001019060200180831161031d57829003601f168201915b505050505081565b5f8181526004602052604081208054606092919061035f90611370565b80601f016020809104026020016040519081016040528092919081815260200182805461038b90611370565b80156103d65780601f106103ad576101008083540402835291602001916103d6565b820191905f5260205f20905b8154815290600101906020018083116103b957829003601f168201915b505050505090505f8151116103f3576103ee836105ef565b610417565b6003816040516020016104079291906113a8565b6040516020818303038152906040525b9392505050565b610429335b86610681565b61043685858585856106f9565b5050505050565b606081518351146104735781518351604051635b05999160e01b8152600481019290925260248201526044015b60405180910390fd5b5f83516001600160401b0381111561048d5761048d610f1a565b6040519080825280602002602001820160405280156104b6578160200160208202803683370190505b5090505f5b8451811015610504576020808202860101516104df90602080840287010151610240565b8282815181106104f1576104f1611428565b60209081029190910101526001016104bb565b509392505050565b610514610759565b61051d5f610786565b565b600780546102c390611370565b6105373383836107d7565b5050565b610543610759565b61055d85858560405180602001604052805f815250610894565b6104368483838080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152506108f892505050565b6105a533610423565b6104368585858585610954565b6105ba610759565b6001600160a01b0381166105e357604051631e4fbdf760e01b81525f600482015260240161046a565b6105ec81610786565b50565b6060600280546105fe90611370565b80601f016020809104026020016040519081016040528092919081815260200182805461062a90611370565b80156106755780601f1061064c57610100808354040283529160200191610675565b820191905f5260205f20905b81548152906001019060200180831161065857829003601f168201915b50505050509050919050565b816001600160a01b0316816001600160a01b0316141580156106c857506001600160a01b038082165f9081526001602090815260408083209386168352929052205460ff16155b156105375760405163711bec9160e11b81526001600160a01b0380841660048301528216602482015260440161046a565b6001600160a01b03841661072257604051632bfa23e760e11b81525f600482015260240161046a565b6001600160a01b03851661074a57604051626a0d4560e21b81525f600482015260240161046a565b610436858585858560016109e1565b6005546001600160a01b0316331461051d5760405163118cdaa760e01b815233600482015260240161046a565b600580546001600160a01b038381166001600160a01b0319831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a35050565b6001600160a01b03831661080057604051631f18c42760e11b81525f600482015260240161046a565b6001600160a01b0382166108285760405162ced3e160e81b81525f600482015260240161046a565b6001600160a01b038381165f81815260016020908152604080832094871680845294825291829020805460ff191686151590811790915591519182527f17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31910160405180910390a3505050565b6001600160a01b0384166108bd57604051632bfa23e760e11b81525f600482015260240161046a565b604080516001808252602082018690528183019081526060820185905260808201909252906108f05f87848487846109e1565b505050505050565b5f82815260046020526040902061090f8282611485565b50817f6bb7ff708619ba0610cba295a58592e0451dee2622938c8755667688daf3529b61093b84610342565b6040516109489190610ef1565b60405180910390a25050565b6001600160a01b03841661097d57604051632bfa23e760e11b81525f600482015260240161046a565b6001600160a01b0385166109a557604051626a0d4560e21b81525f600482015260240161046a565b604080516001808252602082018690528183019081526060820185905260808201909252906109d887878484875f6109e1565b50505050505050565b6109ed86868686610a39565b6001600160a01b038516156108f057338115610a1657610a11818888888888610c48565b6109d8565b60208581015190850151610a2e838a8a85858a610d69565b505050505050505050565b8051825114610a685781518151604051635b05999160e01b81526004810192909252602482015260440161046a565b335f5b8351811015610b6a576020818102858101820151908501909101516001600160a01b03881615610b1c575f828152602081815260408083206001600160a01b038c16845290915290205481811015610af6576040516303dee4c560e01b81526001600160a01b038a16600482015260248101829052604481018390526064810184905260840161046a565b5f838152602081815260408083206001600160a01b038d16845290915290209082900390555b6001600160a01b03871615610b60575f828152602081815260408083206001600160a01b038b16845290915281208054839290610b5a90849061153f565b90915550505b5050600101610a6b565b508251600103610bea5760208301515f906020840151909150856001600160a01b0316876001600160a01b0316846001600160a01b03167fc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f628585604051610bdb929190918252602082015260400190565b60405180910390a45050610436565b836001600160a01b0316856001600160a01b0316826001600160a01b03167f4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb8686604051610c3992919061155e565b60405180910390a45050505050565b6001600160a01b0384163b156108f05760405163bc197c8160e01b81526001600160a01b0385169063bc197c8190610c8c908990899088908890889060040161158b565b6020604051808303815f875af1925050508015610cc6575060408051601f3d908101601f19168201909252610cc3918101906115e8565b60015b610d2d573d808015610cf3576040519150601f19603f3d011682016040523d82523d5f602084013e610cf8565b606091505b5080515f03610d2557604051632bfa23e760e11b81526001600160a01b038616600482015260240161046a565b805160208201fd5b6001600160e01b0319811663bc197c8160e01b146109d857604051632bfa23e760e11b81526001600160a01b038616600482015260240161046a565b6001600160a01b0384163b156108f05760405163f23a6e6160e01b81526001600160a01b0385169063f23a6e6190610dad9089908990889088908890600401611603565b6020604051808303815f875af1925050508015610de7575060408051601f3d908101601f19168201909252610de4918101906115e8565b60015b610e14573d808015610cf3576040519150601f19603f3d011682016040523d82523d5f602084013e610cf8565b6001600160e01b0319811663f23a6e6160e01b146109d857604051632bfa23e760e11b81526001600160a01b038616600482015260240161046a565b80356001600160a01b0381168114610e66575f5ffd5b919050565b5f5f60408385031215610e7c575f5ffd5b610e8583610e50565b946020939093013593505050565b6001600160e01b0319811681146105ec575f5ffd5b5f60208284031215610eb8575f5ffd5b813561041781610e93565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f6104176020830184610ec3565b5f60208284031215610f13575f5ffd5b5035919050565b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f191681016001600160401b0381118282101715610f5657610f56610f1a565b604052919050565b5f6001600160401b03821115610f7657610f76610f1a565b5060051b60200190565b5f82601f830112610f8f575f5ffd5b8135610fa2610f9d82610f5e565b610f2e565b8082825260208201915060208360051b860101925085831115610fc3575f5ffd5b602085015b83811015610fe0578035835260209283019201610fc8565b5095945050505050565b5f82601f830112610ff9575f5ffd5b81356001600160401b0381111561101257611012610f1a565b611025601f8201601f1916602001610f2e565b818152846020838601011115611039575f5ffd5b816020850160208301375f918101602001919091529392505050565b5f5f5f5f5f60a08688031215611069575f5ffd5b61107286610e50565b945061108060208701610e50565b935060408601356001600160401b0381111561109a575f5ffd5b6110a688828901610f80565b93505060608601356001600160401b038111156110c1575f5ffd5b6110cd88828901610f80565b92505060808601356001600160401b038111156110e8575f5ffd5b6110f488828901610fea565b9150509295509295909350565b5f5f60408385031215611112575f5ffd5b82356001600160401b03811115611127575f5ffd5b8301601f81018513611137575f5ffd5b8035611145610f9d82610f5e565b8082825260208201915060208360051b850101925087831115611166575f5ffd5b6020840193505b8284101561118f5761117e84610e50565b82526020938401939091019061116d565b945050505060208301356001600160401b038111156111ac575f5ffd5b6111b885828601610f80565b9150509250929050565b5f8151808452602084019350602083015f5b828110156111f25781518652602095860195909101906001016111d4565b5093949350505050565b602081525f61041760208301846111c2565b5f5f6040838503121561121f575f5ffd5b61122883610e50565b91506020830135801515811461123c575f5ffd5b809150509250929050565b5f5f5f5f5f6080868803121561125b575f5ffd5b61126486610e50565b9450602086013593506040860135925060608601356001600160401b0381111561128c575f5ffd5b8601601f8101881361129c575f5ffd5b80356001600160401b038111156112b1575f5ffd5b8860208284010111156112c2575f5ffd5b959894975092955050506020019190565b5f5f604083850312156112e4575f5ffd5b6112ed83610e50565b91506112fb60208401610e50565b90509250929050565b5f5f5f5f5f60a08688031215611318575f5ffd5b61132186610e50565b945061132f60208701610e50565b9350604086013592506060860135915060808601356001600160401b038111156110e8575f5ffd5b5f60208284031215611367575f5ffd5b61041782610e50565b600181811c9082168061138457607f821691505b6020821081036113a257634e487b7160e01b5f52602260045260245ffd5b50919050565b5f5f84546113b581611370565b6001821680156113cc57600181146113e15761140e565b60ff198316865281151582028601935061140e565b875f5260205f205f5b83811015611406578154888201526001909101906020016113ea565b505081860193505b50505083518060208601835e5f9101908152949350505050565b634e487b7160e01b5f52603260045260245ffd5b601f82111561148057805f5260205f20601f840160051c810160208510156114615750805b601f840160051c820191505b81811015610436575f815560010161146d565b505050565b81516001600160401b0381111561149e5761149e610f1a565b6114b2816114ac8454611370565b8461143c565b6020601f8211600181146114e4575f83156114cd5750848201515b5f19600385901b1c1916600184901b178455610436565b5f84815260208120601f198516915b8281101561151357878501518255602094850194600190920191016114f3565b508482101561153057868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b8082018082111561026157634e487b7160e01b5f52601160045260245ffd5b604081525f61157060408301856111c2565b828103602084015261158281856111c2565b95945050505050565b6001600160a01b0386811682528516602082015260a0604082018190525f906115b6908301866111c2565b82810360608401526115c881866111c2565b905082810360808401526115dc8185610ec3565b98975050505050505050565b5f602082840312156115f8575f5ffd5b815161041781610e93565b6001600160a01b03868116825285166020820152604081018490526060810183905260a0608082018190525f9061163c90830184610ec3565b97965050505050505056fea2646970667358221220027c13da612da379e3fbe2e520e87da7a9eea8e5b422eec008c70fc87c56d3fe64736f6c634300081c0033",
} as const;

/** Creation code of the Store; its constructor takes the metadata gateway. */
export const storeBytecode =
  "0x60c060405234801561000f575f5ffd5b5060405161737038038061737083398101604081905261002e916100f5565b3060405161003b906100c7565b6001600160a01b039091168152602001604051809103905ff080158015610064573d5f5f3e3d5ffd5b506001600160a01b0316608052604051309061007f906100d4565b6001600160a01b039091168152602001604051809103905ff0801580156100a8573d5f5f3e3d5ffd5b506001600160a01b031660a0525f6100c08282610229565b50506102e3565b611f078061318783390190565b6122e28061508e83390190565b634e487b7160e01b5f52604160045260245ffd5b5f60208284031215610105575f5ffd5b81516001600160401b0381111561011a575f5ffd5b8201601f8101841361012a575f5ffd5b80516001600160401b03811115610143576101436100e1565b604051601f8201601f19908116603f011681016001600160401b0381118282101715610171576101716100e1565b604052818152828201602001861015610188575f5ffd5b8160208401602083015e5f91810160200191909152949350505050565b600181811c908216806101b957607f821691505b6020821081036101d757634e487b7160e01b5f52602260045260245ffd5b50919050565b601f82111561022457805f5260205f20601f840160051c810160208510156102025750805b601f840160051c820191505b81811015610221575f815560010161020e565b50505b505050565b81516001600160401b03811115610242576102426100e1565b6102568161025084546101a5565b846101dd565b6020601f821160018114610288575f83156102715750848201515b5f19600385901b1c1916600184901b178455610221565b5f84815260208120601f198516915b828110156102b75787850151825560209485019460019092019101610297565b50848210156102d457868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b60805160a051612e756103125f395f818161047c0152611ccb01525f81816103b90152611cf10152612e755ff3fe608060405234801561000f575f5ffd5b506004361061016d575f3560e01c8063643268c9116100d9578063b30bb0bc11610093578063c815729d1161006e578063c815729d14610431578063e178d60c14610444578063e9c3ab8b14610464578063eb273a7c14610477575f5ffd5b8063b30bb0bc146103b4578063b958776d146103f3578063c543e0fe14610406575f5ffd5b8063643268c9146102e857806366c260d8146102f1578063798f8a3614610304578063872d082a1461031757806387359ca314610320578063b282b416146103a1575f5ffd5b806341c405761161012a57806341c405761461021357806343add2e6146102335780634579268a14610275578063539aa77f1461029557806356c316371461029d57806361b0fb5a146102d5575f5ffd5b806309a9376d1461017157806317a276dd1461019957806317e1f82e146101ba5780631d582a48146101d6578063305a67a8146101eb5780633e9e2e7114610200575b5f5ffd5b61018461017f3660046126d9565b61049e565b60405190151581526020015b60405180910390f35b6101ac6101a736600461271b565b610565565b604051908152602001610190565b6101c361270f81565b60405161ffff9091168152602001610190565b6101de610864565b60405161019091906127ab565b6101fe6101f93660046127bd565b6108ef565b005b6101fe61020e3660046127ea565b61099e565b610226610221366004612834565b610a90565b6040516101909190612875565b610267610241366004612834565b60016020525f90815260409020546001600160a01b03811690600160a01b900460ff1682565b604051610190929190612883565b6102886102833660046127bd565b610cdb565b60405161019091906128b0565b6101c360fa81565b6101846102ab366004612977565b5f9182526004602090815260408084206001600160a01b0393909316845291905290205460ff1690565b6101ac6102e33660046129dc565b610f20565b6101ac60075481565b6101fe6102ff3660046127bd565b611159565b6101ac610312366004612a53565b6111eb565b6101ac60065481565b61033361032e3660046127bd565b61152e565b604051610190919081516001600160a01b03908116825260208084015115159083015260408084015190830152606080840151908301526080808401519083015260a08084015182169083015260c0808401519091169082015260e091820151918101919091526101000190565b6101ac6103af366004612977565b6116e5565b6103db7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610190565b6101fe610401366004612977565b6118ae565b6103db610414366004612834565b6001600160a01b039081165f908152600160205260409020541690565b6101ac61043f3660046127bd565b611966565b610457610452366004612834565b611ac9565b6040516101909190612ab0565b6103db610472366004612b33565b611c3a565b6103db7f000000000000000000000000000000000000000000000000000000000000000081565b6001600160a01b038281165f908152600160209081526040808320815180830190925280549485168252929384939192830190600160a01b900460ff1660048111156104ec576104ec61284d565b60048111156104fd576104fd61284d565b905250905060018160200151600481111561051a5761051a61284d565b148061053b57506002816020015160048111156105395761053961284d565b145b801561055b5750826001600160a01b0316815f01516001600160a01b0316145b9150505b92915050565b5f6001600160a01b03861661058d5760405163d92e233d60e01b815260040160405180910390fd5b610597853361049e565b6105c45760405163018ffcdf60e01b81526001600160a01b03861660048201526024015b60405180910390fd5b5f6105cf8585611e8c565b90505f5f6105df83888b89611f15565b915091508161061b5760405163619b293360e01b81526001600160a01b038089166004830152602482018890528a1660448201526064016105bb565b610624856120a5565b60075f815461063290612bbd565b918290555060408051610140810182528c81526001600160a01b038c1660208201529195508101600181526020018661ffff1681526020018263ffffffff1681526020018460048111156106885761068861284d565b8152336020808301919091526001600160a01b038b81166040808501919091528b821660608501526001600160601b038b166080909401939093525f888152600583528390208451815591840151600183018054919092166001600160a01b03198216811783559385015192936001600160a81b031990911617600160a01b8360038111156107195761071961284d565b02179055506060820151600182018054608085015163ffffffff16600160b81b0263ffffffff60b81b1961ffff909416600160a81b029390931665ffffffffffff60a81b19909116179190911780825560a0840151919060ff60d81b1916600160d81b83600481111561078e5761078e61284d565b021790555060c08201516002820180546001600160a01b039283166001600160a01b03199182161790915560e084015160038401805491841691909216179055610100830151610120909301516001600160601b0316600160a01b0292811692909217600490910155604080518c81528a83166020820152898316918101919091526060810188905261ffff87166080820152908a1690339086907f4c01cd9447e5d68f2c5724ebb4ae5dfefa24c50cbac2e06a9f0f4c945fd270f09060a0015b60405180910390a45050509695505050505050565b5f805461087090612bd5565b80601f016020809104026020016040519081016040528092919081815260200182805461089c90612bd5565b80156108e75780601f106108be576101008083540402835291602001916108e7565b820191905f5260205f20905b8154815290600101906020018083116108ca57829003601f168201915b505050505081565b5f6108f9826120e2565b80549091506001600160a01b0316331461092f57604051634a1233a960e01b8152600481018390523360248201526044016105bb565b8054600160f01b900460ff1661095b5760405163161bec9760e01b8152600481018390526024016105bb565b6109658282612119565b805460ff60f01b1916815560405182907f411aee90354c51b1b04cd563fcab2617142a9d50da19232d888547c8a1b7fd8a905f90a25050565b5f6109a8856121a7565b90506109b3846121f1565b6001600160a01b0383166109da5760405163192d867360e11b815260040160405180910390fd5b6109e3826120a5565b80546002820180546001600160a01b0386166001600160a01b0319909116811790915561ffff8416600160e01b810261ffff60e01b196001600160401b038916600160a01b81029190911669ffffffffffffffffffff60a01b19909516949094171784556040805193845260208401929092529082015285907fb336b0849205526b6e8fefce34a79158523647b93e0be33f731d6fd9a8aec0419060600160405180910390a25050505050565b5f806001600160a01b0383165f90815260016020526040902054600160a01b900460ff166004811115610ac557610ac561284d565b14610aee57604051630800e07960e41b81526001600160a01b03831660048201526024016105bb565b610af78261223b565b610b1f57604051631182953360e31b81526001600160a01b03831660048201526024016105bb565b610b30826380ac58cd60e01b612284565b15610b3d57506003610b7f565b610b4e82636cdb3d1360e11b612284565b15610b5b57506004610b7f565b604051631182953360e31b81526001600160a01b03831660048201526024016105bb565b6040805160048152602481019091526020810180516001600160e01b0316638da5cb5b60e01b1790525f908190610bb79085906122a5565b91509150811580610bc85750338114155b15610bf757604051634f95f03360e11b81526001600160a01b03851660048201523360248201526044016105bb565b6040518060400160405280336001600160a01b03168152602001846004811115610c2357610c2361284d565b90526001600160a01b038086165f9081526001602090815260409091208351815493166001600160a01b0319841681178255918401519092909183916001600160a81b03191617600160a01b836004811115610c8157610c8161284d565b0217905550905050836001600160a01b0316336001600160a01b03167fcd3e299cdd5bfbb9e0b39deec688d591e1fde021dc0f06f2532467cdc1e4e79b85604051610ccc9190612875565b60405180910390a35050919050565b60408051610140810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e0810182905261010081018290526101208101919091525f8281526005602090815260408083208151610140810183528154815260018201546001600160a01b03811694820194909452929091830190600160a01b900460ff166003811115610d7f57610d7f61284d565b6003811115610d9057610d9061284d565b81526001820154600160a81b810461ffff166020830152600160b81b810463ffffffff166040830152606090910190600160d81b900460ff166004811115610dda57610dda61284d565b6004811115610deb57610deb61284d565b815260028201546001600160a01b039081166020830152600383015481166040808401919091526004909301549081166060830152600160a01b90046001600160601b031660809091015280516101408101909152909150805f83604001516003811115610e5b57610e5b61284d565b14610e665784610e68565b5f5b815282516020808301919091528301516001600160a01b03908116604083015260c0840151166060820152608001600383604001516003811115610eae57610eae61284d565b14151581526020018260e001516001600160a01b0316815260200182604001516003811115610edf57610edf61284d565b81526020018261010001516001600160a01b031681526020018261012001516001600160601b03168152602001826060015161ffff16815250915050919050565b5f610f296122c6565b6001600160a01b038681165f9081526001602090815260408083208151808301909252805494851682529293909291830190600160a01b900460ff166004811115610f7657610f7661284d565b6004811115610f8757610f8761284d565b90525090505f81602001516004811115610fa357610fa361284d565b1480610fc45750600281602001516004811115610fc257610fc261284d565b115b15610fed57604051636829dbef60e11b81526001600160a01b03881660048201526024016105bb565b80516001600160a01b0316331461102857604051634f95f03360e11b81526001600160a01b03881660048201523360248201526044016105bb565b85158061105657506001816020015160048111156110485761104861284d565b148015611056575085600114155b1561107757604051633728b83d60e01b8152600481018790526024016105bb565b5f8490036110985760405163e28053d560e01b815260040160405180910390fd5b61270f6001600160601b03841611156110cf576040516334ee0e1360e11b81526001600160601b03841660048201526024016105bb565b604051634094897760e01b81526001600160a01b038816906340948977906111059033908a908a908a9084908b90600401612c35565b6020604051808303815f875af1158015611121573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906111459190612c88565b9150506111506122fd565b95945050505050565b5f611165826001612327565b60018101549091506001600160a01b0316331461119e576040516315108cd360e01b8152600481018390523360248201526044016105bb565b6111a882826123db565b60018101805460ff60a01b1916600160a11b17905560405182907f4e9e42f212ae7dae96866ac2abb57a9219e5baba68ff7ac36de953e403d7cfba905f90a25050565b5f5f6111f78888611e8c565b90505f5f611207838b338c611f15565b91509150816112415760405163619b293360e01b81526001600160a01b038b166004820152602481018a90523360448201526064016105bb565b876001600160401b03165f0361127557604051633728b83d60e01b81526001600160401b03891660048201526024016105bb565b61127e876120a5565b611287866121f1565b6001600160a01b0385166112ae5760405163192d867360e11b815260040160405180910390fd5b60065f81546112bc90612bbd565b9190508190559350604051806101400160405280336001600160a01b03168152602001876001600160401b031681526020018861ffff1681526020016001151581526020018460048111156113135761131361284d565b81526020018b6001600160a01b03168152602001896001600160401b031681526020018263ffffffff168152602001866001600160a01b031681526020018a6001600160601b031681525060035f8681526020019081526020015f205f820151815f015f6101000a8154816001600160a01b0302191690836001600160a01b031602179055506020820151815f0160146101000a8154816001600160401b0302191690836001600160401b031602179055506040820151815f01601c6101000a81548161ffff021916908361ffff1602179055506060820151815f01601e6101000a81548160ff0219169083151502179055506080820151815f01601f6101000a81548160ff0219169083600481111561142f5761142f61284d565b021790555060a082015160018201805460c085015160e086015163ffffffff16600160e01b026001600160e01b036001600160401b03909216600160a01b9081026001600160e01b03199094166001600160a01b0396871617939093179190911617909155610100840151610120909401516001600160601b03160292811692909217600290910155604051908b1690339086907f4b3ff952d4d3432af5930ede3b4ba217cb18d6a12d3e74b51f22ed93162a4d3b9061084f908e908e908e908e908e909485526001600160401b03938416602086015261ffff92909216604085015290911660608301526001600160a01b0316608082015260a00190565b60408051610100810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101919091525f82815260036020908152604080832081516101408101835281546001600160a01b03811682526001600160401b03600160a01b8204169482019490945261ffff600160e01b8504169281019290925260ff600160f01b8404811615156060840152919290916080840191600160f81b90041660048111156115f2576115f261284d565b60048111156116035761160361284d565b815260018201546001600160a01b03808216602080850191909152600160a01b8084046001600160401b03908116604080880191909152600160e01b90950463ffffffff166060808801919091526002909701548085166080808901919091529290046001600160601b0390811660a097880152855161010080820188528a51871682528a8a015115158287015260c0808c01518516838a0152958b0151909316988101989098529488015161ffff16918701919091528601518216858501529285015116918301919091526101209092015190911660e08201529392505050565b5f6116ee6122c6565b5f6116f884612461565b5f85815260046020908152604080832033845290915290205490915060ff1661173d5760405163c54fa5a560e01b8152600481018590523360248201526044016105bb565b611747833361049e565b61176f5760405163018ffcdf60e01b81526001600160a01b03841660048201526024016105bb565b5f8481526004602090815260408083203384529091528120805460ff191690556001828101546117af9190600160a01b90046001600160401b0316612c9f565b60018301805467ffffffffffffffff60a01b1916600160a01b6001600160401b038416908102919091179091559091505f036117f157815460ff60f01b191682555b6001820154600283015483546001600160a01b0392831692600160a01b83046001600160601b03169261183792899286928692911690600160e01b900461ffff16612477565b604080518281526001600160a01b0385811660208301526001600160601b038516828401526001600160401b038716606083015291519297509088169133918a917fbf4e64b063a14eb9e6b840b292c277b1595edc323c19123a45f79355b42315ff9181900360800190a45050505061055f6122fd565b6118b7826121a7565b505f8281526004602090815260408083206001600160a01b038516845290915290205460ff161561190c576040516294775b60e41b8152600481018390526001600160a01b03821660248201526044016105bb565b5f8281526004602090815260408083206001600160a01b0385168085529252808320805460ff1916600117905551909184917fda1eebdfc1d7e273ec33c0f7f311bee171e85a434029ea7d3b9a124b999018da9190a35050565b5f61196f6122c6565b5f61197b836002612327565b60028101549091506001600160a01b031633146119b4576040516315108cd360e01b8152600481018490523360248201526044016105bb565b6119be83826123db565b60018101805460ff60a01b1916600360a01b17905560405183907f9bd6b4fd288008520fd788a93304e5688a401aea817ea8140ecf1fb8648f3191905f90a26004810154600182015460038301546001600160a01b0380841693600160a01b90046001600160601b03169281811692600160a81b90910461ffff169116611a488186868686612477565b604080518281526001600160a01b0388811660208301526001600160601b03881682840152868116606083015261ffff8616608083015291519299509083169133918b917f1f845f2ea8cf58ae9b0a767e2b872cef5220aa1a0527e8b3e42a7d8d25e4fea39181900360a00190a4505050505050611ac46122fd565b919050565b6001600160a01b0381165f9081526002602052604090208054606091906001600160401b03811115611afd57611afd612cbe565b604051908082528060200260200182016040528015611b4257816020015b604080518082019091525f815260606020820152815260200190600190039081611b1b5790505b5091505f5b8154811015611c33576040518060400160405280838381548110611b6d57611b6d612cd2565b5f91825260209182902001546001600160a01b031682528454910190849084908110611b9b57611b9b612cd2565b5f918252602082200154604080516306fdde0360e01b815290516001600160a01b03909216926306fdde03926004808401938290030181865afa158015611be4573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052611c0b9190810190612ce6565b815250838281518110611c2057611c20612cd2565b6020908102919091010152600101611b47565b5050919050565b5f80826004811115611c4e57611c4e61284d565b03611c6c5760405163453f43f760e01b815260040160405180910390fd5b335f818152600260209081526040918290205482514681840152808401949094526060808501919091528251808503909101815260809093019091528151910120611d176001846004811115611cc457611cc461284d565b14611cef577f0000000000000000000000000000000000000000000000000000000000000000611d11565b7f00000000000000000000000000000000000000000000000000000000000000005b82612514565b91506040518060400160405280336001600160a01b03168152602001846004811115611d4557611d4561284d565b90526001600160a01b038084165f9081526001602090815260409091208351815493166001600160a01b0319841681178255918401519092909183916001600160a81b03191617600160a01b836004811115611da357611da361284d565b021790555050335f8181526002602090815260408083208054600181018255908452919092200180546001600160a01b0319166001600160a01b03871690811790915590519092507e4f5fadefb0ec78353d46a798b48ff634ec50578fb09c59f5eb54bb930ee44090611e1b9087908c908c90612d96565b60405180910390a360405163266c45bb60e11b81526001600160a01b03831690634cd88b7690611e55908a908a908a908a90600401612db6565b5f604051808303815f87803b158015611e6c575f5ffd5b505af1158015611e7e573d5f5f3e3d5ffd5b505050505095945050505050565b6001600160a01b0382165f90815260016020526040812054600160a01b900460ff1690816004811115611ec157611ec161284d565b03611eea57604051636829dbef60e11b81526001600160a01b03841660048201526024016105bb565b6001600160601b0382111561055f5760405163d276371d60e01b8152600481018390526024016105bb565b5f806003866004811115611f2b57611f2b61284d565b1015611fa8576040516335923c6360e01b81526001600160a01b038581166004830152602482018590528616906335923c63906044016040805180830381865afa158015611f7b573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611f9f9190612de7565b9150915061209c565b6003866004811115611fbc57611fbc61284d565b0361202e575f5f6120098786604051602401611fda91815260200190565b60408051601f198184030181529190526020810180516001600160e01b03166331a9108f60e11b1790526122a5565b915091508180156120225750856001600160a01b031681145b5f93509350505061209c565b6040516001600160a01b0385166024820152604481018490525f9060640160408051601f198184030181529190526020810180516001600160e01b0316627eeac760e11b17905290505f8061208388846122a5565b9150915081801561209357508015155b5f945094505050505b94509492505050565b61ffff811615806120bb575061270f61ffff8216115b156120df576040516334ee0e1360e11b815261ffff821660048201526024016105bb565b50565b5f81815260036020526040902080546001600160a01b0316611ac4576040516264f94760e21b8152600481018390526024016105bb565b8054600182015460028301545f92839261215b92600160f81b830460ff16926001600160a01b03928316921690600160a01b90046001600160601b0316611f15565b915091508115806121805750600183015463ffffffff828116600160e01b9092041614155b156121a15760405163603832e760e11b8152600481018590526024016105bb565b50505050565b5f6121b1826120e2565b80549091506001600160a01b031633146121e757604051634a1233a960e01b8152600481018390523360248201526044016105bb565b611ac48282612527565b6001600160401b03811615801590612212575042816001600160401b031611155b156120df576040516309817f9f60e11b81526001600160401b03821660048201526024016105bb565b5f61224d826301ffc9a760e01b612284565b1561227d575f80612266846001600160e01b03196125b3565b91509150818015612275575080155b949350505050565b505f919050565b5f5f5f61229185856125b3565b915091508180156111505750949350505050565b5f5f60205f845160208601875afa5f51601f3d119091169590945092505050565b6122ce6125e7565b6122fb60017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b90612627565b565b6122fb5f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f006122f5565b5f828152600560205260408120906001820154600160a01b900460ff1660038111156123555761235561284d565b03612376576040516307cddb9360e21b8152600481018490526024016105bb565b8160038111156123885761238861284d565b6001820154600160a01b900460ff1660038111156123a8576123a861284d565b1461055f57828160010160149054906101000a900460ff166040516336a7744560e01b81526004016105bb929190612e2b565b600181015460048201545f91829161241b91600160d81b810460ff16916001600160a01b03808216921690600160a01b90046001600160601b0316611f15565b915091508115806124405750600183015463ffffffff828116600160b81b9092041614155b156121a1576040516350c93b3760e01b8152600481018590526024016105bb565b5f61246b826120e2565b9050611ac48282612527565b6040516302cbe63760e11b81523360048201526001600160a01b0385811660248301526001600160601b0385166044830152838116606483015261ffff831660848301525f9190871690630597cc6e9060a4016020604051808303815f875af11580156124e6573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061250a9190612c88565b9695505050505050565b5f61252083835f61262e565b9392505050565b8054600160f01b900460ff166125535760405163161bec9760e01b8152600481018390526024016105bb565b8054600160a01b90046001600160401b03161580159061258457508054600160a01b90046001600160401b03164210155b156125a5576040516326fc2c4b60e11b8152600481018390526024016105bb565b6125af8282612119565b5050565b6301ffc9a760e01b5f818152600483905290819060208260248188617530fa92505f511515601f3d11169150509250929050565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c156122fb57604051633ee5aeb560e01b815260040160405180910390fd5b80825d5050565b5f814710156126595760405163cf47918160e01b8152476004820152602481018390526044016105bb565b763d602d80600a3d3981f3363d3d373d3d3d363d730000008460601b60e81c175f526e5af43d82803e903d91602b57fd5bf38460781b17602052826037600984f590506001600160a01b0381166125205760405163b06ebf3d60e01b815260040160405180910390fd5b80356001600160a01b0381168114611ac4575f5ffd5b5f5f604083850312156126ea575f5ffd5b6126f3836126c3565b9150612701602084016126c3565b90509250929050565b803561ffff81168114611ac4575f5ffd5b5f5f5f5f5f5f60c08789031215612730575f5ffd5b86359550612740602088016126c3565b945061274e604088016126c3565b935061275c606088016126c3565b92506080870135915061277160a0880161270a565b90509295509295509295565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f612520602083018461277d565b5f602082840312156127cd575f5ffd5b5035919050565b80356001600160401b0381168114611ac4575f5ffd5b5f5f5f5f608085870312156127fd575f5ffd5b8435935061280d602086016127d4565b925061281b604086016126c3565b91506128296060860161270a565b905092959194509250565b5f60208284031215612844575f5ffd5b612520826126c3565b634e487b7160e01b5f52602160045260245ffd5b600581106128715761287161284d565b9052565b6020810161055f8284612861565b6001600160a01b0383168152604081016125206020830184612861565b600481106128715761287161284d565b5f61014082019050825182526020830151602083015260408301516128e060408401826001600160a01b03169052565b5060608301516128fb60608401826001600160a01b03169052565b50608083015161290f608084018215159052565b5060a083015161292a60a08401826001600160a01b03169052565b5060c083015161293d60c08401826128a0565b5060e083015161295860e08401826001600160a01b03169052565b5061010083015161010083015261012083015161012083015292915050565b5f5f60408385031215612988575f5ffd5b82359150612701602084016126c3565b5f5f83601f8401126129a8575f5ffd5b5081356001600160401b038111156129be575f5ffd5b6020830191508360208285010111156129d5575f5ffd5b9250929050565b5f5f5f5f5f608086880312156129f0575f5ffd5b6129f9866126c3565b94506020860135935060408601356001600160401b03811115612a1a575f5ffd5b612a2688828901612998565b90945092505060608601356001600160601b0381168114612a45575f5ffd5b809150509295509295909350565b5f5f5f5f5f5f60c08789031215612a68575f5ffd5b612a71876126c3565b955060208701359450612a86604088016127d4565b9350612a946060880161270a565b9250612aa2608088016127d4565b915061277160a088016126c3565b5f602082016020835280845180835260408501915060408160051b8601019250602086015f5b82811015612b2757868503603f19018452815180516001600160a01b03168652602090810151604091870182905290612b119087018261277d565b9550506020938401939190910190600101612ad6565b50929695505050505050565b5f5f5f5f5f60608688031215612b47575f5ffd5b85356001600160401b03811115612b5c575f5ffd5b612b6888828901612998565b90965094505060208601356001600160401b03811115612b86575f5ffd5b612b9288828901612998565b909450925050604086013560058110612a45575f5ffd5b634e487b7160e01b5f52601160045260245ffd5b5f60018201612bce57612bce612ba9565b5060010190565b600181811c90821680612be957607f821691505b602082108103612c0757634e487b7160e01b5f52602260045260245ffd5b50919050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b60018060a01b038716815285602082015260a060408201525f612c5c60a083018688612c0d565b6001600160a01b03949094166060830152506001600160601b0391909116608090910152949350505050565b5f60208284031215612c98575f5ffd5b5051919050565b6001600160401b03828116828216039081111561055f5761055f612ba9565b634e487b7160e01b5f52604160045260245ffd5b634e487b7160e01b5f52603260045260245ffd5b5f60208284031215612cf6575f5ffd5b81516001600160401b03811115612d0b575f5ffd5b8201601f81018413612d1b575f5ffd5b80516001600160401b03811115612d3457612d34612cbe565b604051601f8201601f19908116603f011681016001600160401b0381118282101715612d6257612d62612cbe565b604052818152828201602001861015612d79575f5ffd5b8160208401602083015e5f91810160200191909152949350505050565b612da08185612861565b604060208201525f611150604083018486612c0d565b604081525f612dc9604083018688612c0d565b8281036020840152612ddc818587612c0d565b979650505050505050565b5f5f60408385031215612df8575f5ffd5b82518015158114612e07575f5ffd5b602084015190925063ffffffff81168114612e20575f5ffd5b809150509250929050565b8281526040810161252060208301846128a056fea264697066735822122035019117a4b322c8900d41b017b4c214b27dd51c852a5f5ff5d0db0c5fdb558864736f6c634300081c003360a060405234801561000f575f5ffd5b50604051611f07380380611f0783398101604081905261002e91610076565b60408051602080820183525f80835283519182019093528281528392610054838261013b565b506001610061828261013b565b5050506001600160a01b0316608052506101f5565b5f60208284031215610086575f5ffd5b81516001600160a01b038116811461009c575f5ffd5b9392505050565b634e487b7160e01b5f52604160045260245ffd5b600181811c908216806100cb57607f821691505b6020821081036100e957634e487b7160e01b5f52602260045260245ffd5b50919050565b601f82111561013657805f5260205f20601f840160051c810160208510156101145750805b601f840160051c820191505b81811015610133575f8155600101610120565b50505b505050565b81516001600160401b03811115610154576101546100a3565b6101688161016284546100b7565b846100ef565b6020601f82116001811461019a575f83156101835750848201515b5f19600385901b1c1916600184901b178455610133565b5f84815260208120601f198516915b828110156101c957878501518255602094850194600190920191016101a9565b50848210156101e657868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b608051611cd06102375f395f8181610291015281816103b40152818161069c01528181610762015281816109c501528181610cfe0152610f9f0152611cd05ff3fe608060405234801561000f575f5ffd5b506004361061013d575f3560e01c8063507f1465116100b457806395d89b411161007957806395d89b41146102f4578063a22cb465146102fc578063b88d4fde1461030f578063bf8cc82c14610322578063c87b56dd14610372578063e985e9c514610385575f5ffd5b8063507f14651461028c5780636352211e146102b35780636bcf049a146102c657806370a08231146102d95780638da5cb5b146102ec575f5ffd5b806323b872dd1161010557806323b872dd146101df5780632a55205a146101f257806335923c6314610224578063409489771461025357806342842e0e146102665780634cd88b7614610279575f5ffd5b806301ffc9a7146101415780630597cc6e1461016957806306fdde031461018a578063081812fc1461019f578063095ea7b3146101ca575b5f5ffd5b61015461014f36600461153b565b610398565b60405190151581526020015b60405180910390f35b61017c610177366004611585565b6103a8565b604051908152602001610160565b610192610470565b604051610160919061161a565b6101b26101ad36600461162c565b610500565b6040516001600160a01b039091168152602001610160565b6101dd6101d8366004611643565b610527565b005b6101dd6101ed36600461166d565b610536565b6102056102003660046116ab565b6105c4565b604080516001600160a01b039093168352602083019190915201610160565b610237610232366004611643565b61063f565b60408051921515835263ffffffff909116602083015201610160565b61017c610261366004611709565b610690565b6101dd61027436600461166d565b610738565b6101dd610287366004611785565b610757565b6101b27f000000000000000000000000000000000000000000000000000000000000000081565b6101b26102c136600461162c565b6107c2565b6101926102d436600461162c565b6107cc565b61017c6102e73660046117f1565b610969565b6101b26109ae565b610192610a3b565b6101dd61030a36600461180c565b610a4a565b6101dd61031d3660046118b3565b610a55565b61020561033036600461162c565b5f908152600c60209081526040918290208251808401909352546001600160a01b038116808452600160a01b9091046001600160601b03169290910182905291565b61019261038036600461162c565b610a6d565b61015461039336600461195b565b610a82565b5f6103a282610aaf565b92915050565b5f336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146103f2576040516304d1ccfd60e41b815260040160405180910390fd5b600a5f815461040090611987565b91829055506040805180820182526001600160a01b0380891682526001600160601b0380891660208085019182525f878152600c909152949094209251935116600160a01b029216919091179055905061045b818484610ad3565b61046786826001610b93565b95945050505050565b60606008805461047f906119ab565b80601f01602080910402602001604051908101604052809291908181526020018280546104ab906119ab565b80156104f65780601f106104cd576101008083540402835291602001916104f6565b820191905f5260205f20905b8154815290600101906020018083116104d957829003601f168201915b5050505050905090565b5f61050a82610b9d565b505f828152600460205260409020546001600160a01b03166103a2565b610532828233610bd5565b5050565b6001600160a01b03821661056457604051633250574960e11b81525f60048201526024015b60405180910390fd5b5f610570838333610be2565b9050836001600160a01b0316816001600160a01b0316146105be576040516364283d7b60e01b81526001600160a01b038086166004830152602482018490528216604482015260640161055b565b50505050565b5f82815260076020526040812080548291906001600160a01b03811690600160a01b90046001600160601b0316816106175750506006546001600160a01b03811690600160a01b90046001600160601b03165b5f61062e876001600160601b038416612710610c2d565b9295509193505050505b9250929050565b5f806001600160a01b0384161580159061067157505f838152600260205260409020546001600160a01b038581169116145b5f938452600d602052604090932054929463ffffffff90931693505050565b5f336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146106da576040516304d1ccfd60e41b815260040160405180910390fd5b600a5f81546106e890611987565b91829055505f818152600b60205260409020909150610708858783611a27565b506001600160601b0382161561072357610723818484610ad3565b61072e878288610b93565b9695505050505050565b61075283838360405180602001604052805f815250610a55565b505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146107a0576040516304d1ccfd60e41b815260040160405180910390fd5b60086107ad848683611a27565b5060096107bb828483611a27565b5050505050565b5f6103a282610b9d565b5f818152600c60209081526040918290208251808401909352546001600160a01b038116808452600160a01b9091046001600160601b031691830191909152606091906108af575f838152600b60205260409020805461082b906119ab565b80601f0160208091040260200160405190810160405280929190818152602001828054610857906119ab565b80156108a25780601f10610879576101008083540402835291602001916108a2565b820191905f5260205f20905b81548152906001019060200180831161088557829003601f168201915b5050505050915050919050565b600281516108bc90610cdd565b60048111156108cd576108cd611ae1565b11156108e857505060408051602081019091525f8152919050565b805160208201516040516335e7824d60e11b81526001600160601b0390911660048201526001600160a01b0390911690636bcf049a906024015f60405180830381865afa15801561093b573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526109629190810190611af5565b9392505050565b5f6001600160a01b038216610993576040516322718ad960e21b81525f600482015260240161055b565b506001600160a01b03165f9081526003602052604090205490565b6040516362a1f07f60e11b81523060048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063c543e0fe90602401602060405180830381865afa158015610a12573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610a369190611b6a565b905090565b60606009805461047f906119ab565b610532338383610d68565b610a60848484610536565b6105be3385858585610e2f565b6060610a7882610b9d565b506103a282610f56565b6001600160a01b039182165f90815260056020908152604080832093909416825291909152205460ff1690565b5f6001600160e01b0319821663152a902d60e11b14806103a257506103a28261115b565b6127106001600160601b038216811015610b195760405163dfd1fc1b60e01b8152600481018590526001600160601b03831660248201526044810182905260640161055b565b6001600160a01b038316610b4957604051634b4f842960e11b8152600481018590525f602482015260440161055b565b506040805180820182526001600160a01b0393841681526001600160601b0392831660208083019182525f968752600790529190942093519051909116600160a01b029116179055565b61075283836111aa565b5f818152600260205260408120546001600160a01b0316806103a257604051637e27328960e01b81526004810184905260240161055b565b61075283838360016111c3565b5f610bee8484846112c7565b90506001600160a01b03811615610962575f838152600d60205260409020805463ffffffff8082166001011663ffffffff199091161790559392505050565b5f5f5f610c3a86866113b9565b91509150815f03610c5e57838181610c5457610c54611b85565b0492505050610962565b818411610c7557610c7560038515026011186113d5565b5f848688095f868103871696879004966002600389028118808a02820302808a02820302808a02820302808a02820302808a02820302808a02909103029181900381900460010185841190960395909502919093039390930492909217029150509392505050565b6040516321d6e97360e11b81526001600160a01b0382811660048301525f917f0000000000000000000000000000000000000000000000000000000000000000909116906343add2e6906024016040805180830381865afa158015610d44573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906109629190611b99565b6001600160a01b038316610d915760405163a9fbf51f60e01b81525f600482015260240161055b565b6001600160a01b038216610dc357604051630b61174360e31b81526001600160a01b038316600482015260240161055b565b6001600160a01b038381165f81815260056020908152604080832094871680845294825291829020805460ff191686151590811790915591519182527f17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31910160405180910390a3505050565b6001600160a01b0383163b156107bb57604051630a85bd0160e11b81526001600160a01b0384169063150b7a0290610e71908890889087908790600401611bc9565b6020604051808303815f875af1925050508015610eab575060408051601f3d908101601f19168201909252610ea891810190611bfb565b60015b610f12573d808015610ed8576040519150601f19603f3d011682016040523d82523d5f602084013e610edd565b606091505b5080515f03610f0a57604051633250574960e11b81526001600160a01b038516600482015260240161055b565b805160208201fd5b6001600160e01b03198116630a85bd0160e11b14610f4e57604051633250574960e11b81526001600160a01b038516600482015260240161055b565b505050505050565b5f818152600c60209081526040918290208251808401909352546001600160a01b038116808452600160a01b9091046001600160601b03169183019190915260609190611055577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316631d582a486040518163ffffffff1660e01b81526004015f60405180830381865afa158015610ff8573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f1916820160405261101f9190810190611af5565b5f848152600b6020908152604091829020915161103e93929101611c16565b604051602081830303815290604052915050919050565b5f611062825f0151610cdd565b9050600181600481111561107857611078611ae1565b14806110955750600381600481111561109357611093611ae1565b145b1561111d578151602083015160405163c87b56dd60e01b81526001600160601b0390911660048201526001600160a01b039091169063c87b56dd906024015b5f60405180830381865afa1580156110ee573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526111159190810190611af5565b949350505050565b815160208301516040516303a24d0760e21b81526001600160601b0390911660048201526001600160a01b0390911690630e89341c906024016110d4565b5f6001600160e01b031982166380ac58cd60e01b148061118b57506001600160e01b03198216635b5e139f60e01b145b806103a257506301ffc9a760e01b6001600160e01b03198316146103a2565b610532828260405180602001604052805f8152506113e6565b80806111d757506001600160a01b03821615155b15611298575f6111e684610b9d565b90506001600160a01b038316158015906112125750826001600160a01b0316816001600160a01b031614155b801561122557506112238184610a82565b155b1561124e5760405163a9fbf51f60e01b81526001600160a01b038416600482015260240161055b565b81156112965783856001600160a01b0316826001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92560405160405180910390a45b505b50505f90815260046020526040902080546001600160a01b0319166001600160a01b0392909216919091179055565b5f828152600260205260408120546001600160a01b03908116908316156112f3576112f38184866113fd565b6001600160a01b0381161561132d5761130e5f855f5f6111c3565b6001600160a01b0381165f90815260036020526040902080545f190190555b6001600160a01b0385161561135b576001600160a01b0385165f908152600360205260409020805460010190555b5f8481526002602052604080822080546001600160a01b0319166001600160a01b0389811691821790925591518793918516917fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef91a4949350505050565b5f805f1983850993909202808410938190039390930393915050565b634e487b715f52806020526024601cfd5b6113f08383611461565b610752335f858585610e2f565b6114088383836114c2565b610752576001600160a01b03831661143657604051637e27328960e01b81526004810182905260240161055b565b60405163177e802f60e01b81526001600160a01b03831660048201526024810182905260440161055b565b6001600160a01b03821661148a57604051633250574960e11b81525f600482015260240161055b565b5f61149683835f610be2565b90506001600160a01b03811615610752576040516339e3563760e11b81525f600482015260240161055b565b5f6001600160a01b038316158015906111155750826001600160a01b0316846001600160a01b031614806114fb57506114fb8484610a82565b806111155750505f908152600460205260409020546001600160a01b03908116911614919050565b6001600160e01b031981168114611538575f5ffd5b50565b5f6020828403121561154b575f5ffd5b813561096281611523565b6001600160a01b0381168114611538575f5ffd5b80356001600160601b0381168114611580575f5ffd5b919050565b5f5f5f5f5f60a08688031215611599575f5ffd5b85356115a481611556565b945060208601356115b481611556565b93506115c26040870161156a565b925060608601356115d281611556565b91506115e06080870161156a565b90509295509295909350565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f61096260208301846115ec565b5f6020828403121561163c575f5ffd5b5035919050565b5f5f60408385031215611654575f5ffd5b823561165f81611556565b946020939093013593505050565b5f5f5f6060848603121561167f575f5ffd5b833561168a81611556565b9250602084013561169a81611556565b929592945050506040919091013590565b5f5f604083850312156116bc575f5ffd5b50508035926020909101359150565b5f5f83601f8401126116db575f5ffd5b50813567ffffffffffffffff8111156116f2575f5ffd5b602083019150836020828501011115610638575f5ffd5b5f5f5f5f5f5f60a0878903121561171e575f5ffd5b863561172981611556565b955060208701359450604087013567ffffffffffffffff81111561174b575f5ffd5b61175789828a016116cb565b909550935050606087013561176b81611556565b91506117796080880161156a565b90509295509295509295565b5f5f5f5f60408587031215611798575f5ffd5b843567ffffffffffffffff8111156117ae575f5ffd5b6117ba878288016116cb565b909550935050602085013567ffffffffffffffff8111156117d9575f5ffd5b6117e5878288016116cb565b95989497509550505050565b5f60208284031215611801575f5ffd5b813561096281611556565b5f5f6040838503121561181d575f5ffd5b823561182881611556565b91506020830135801515811461183c575f5ffd5b809150509250929050565b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f1916810167ffffffffffffffff8111828210171561188457611884611847565b604052919050565b5f67ffffffffffffffff8211156118a5576118a5611847565b50601f01601f191660200190565b5f5f5f5f608085870312156118c6575f5ffd5b84356118d181611556565b935060208501356118e181611556565b925060408501359150606085013567ffffffffffffffff811115611903575f5ffd5b8501601f81018713611913575f5ffd5b80356119266119218261188c565b61185b565b81815288602083850101111561193a575f5ffd5b816020840160208301375f6020838301015280935050505092959194509250565b5f5f6040838503121561196c575f5ffd5b823561197781611556565b9150602083013561183c81611556565b5f600182016119a457634e487b7160e01b5f52601160045260245ffd5b5060010190565b600181811c908216806119bf57607f821691505b6020821081036119dd57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f82111561075257805f5260205f20601f840160051c81016020851015611a085750805b601f840160051c820191505b818110156107bb575f8155600101611a14565b67ffffffffffffffff831115611a3f57611a3f611847565b611a5383611a4d83546119ab565b836119e3565b5f601f841160018114611a84575f8515611a6d5750838201355b5f19600387901b1c1916600186901b1783556107bb565b5f83815260208120601f198716915b82811015611ab35786850135825560209485019460019092019101611a93565b5086821015611acf575f1960f88860031b161c19848701351681555b505060018560011b0183555050505050565b634e487b7160e01b5f52602160045260245ffd5b5f60208284031215611b05575f5ffd5b815167ffffffffffffffff811115611b1b575f5ffd5b8201601f81018413611b2b575f5ffd5b8051611b396119218261188c565b818152856020838501011115611b4d575f5ffd5b8160208401602083015e5f91810160200191909152949350505050565b5f60208284031215611b7a575f5ffd5b815161096281611556565b634e487b7160e01b5f52601260045260245ffd5b5f5f60408385031215611baa575f5ffd5b8251611bb581611556565b60208401519092506005811061183c575f5ffd5b6001600160a01b03858116825284166020820152604081018390526080606082018190525f9061072e908301846115ec565b5f60208284031215611c0b575f5ffd5b815161096281611523565b5f83518060208601845e80830190505f81525f8454611c34816119ab565b600182168015611c4b5760018114611c6057611c8d565b60ff1983168552811515820285019350611c8d565b875f5260205f205f5b83811015611c8557815487820152600190910190602001611c69565b505081850193505b509197965050505050505056fea2646970667358221220df49e3223cd9ac75f140d08192224a2c44c9d0599c78661d06148d238b34799264736f6c634300081c003360a060405234801561000f575f5ffd5b506040516122e23803806122e283398101604081905261002e9161006a565b60408051602081019091525f815281906100478161005a565b506001600160a01b0316608052506101e9565b6002610066828261012f565b5050565b5f6020828403121561007a575f5ffd5b81516001600160a01b0381168114610090575f5ffd5b9392505050565b634e487b7160e01b5f52604160045260245ffd5b600181811c908216806100bf57607f821691505b6020821081036100dd57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f82111561012a57805f5260205f20601f840160051c810160208510156101085750805b601f840160051c820191505b81811015610127575f8155600101610114565b50505b505050565b81516001600160401b0381111561014857610148610097565b61015c8161015684546100ab565b846100e3565b6020601f82116001811461018e575f83156101775750848201515b5f19600385901b1c1916600184901b178455610127565b5f84815260208120601f198516915b828110156101bd578785015182556020948501946001909201910161019d565b50848210156101da57868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b6080516120b761022b5f395f8181610264015281816103af015281816105ee015281816106950152818161097101528181610b670152610ecc01526120b75ff3fe608060405234801561000f575f5ffd5b506004361061011b575f3560e01c80634cd88b76116100a957806395d89b411161006e57806395d89b41146102b9578063a22cb465146102c1578063bf8cc82c146102d4578063e985e9c514610324578063f242432a1461035f575f5ffd5b80634cd88b761461022c5780634e1273f41461023f578063507f14651461025f5780636bcf049a1461029e5780638da5cb5b146102b1575f5ffd5b80630e89341c116100ef5780630e89341c146101905780632a55205a146101a35780632eb2c2d6146101d557806335923c63146101ea5780634094897714610219575f5ffd5b8062fdd58e1461011f57806301ffc9a7146101455780630597cc6e1461016857806306fdde031461017b575b5f5ffd5b61013261012d366004611679565b610372565b6040519081526020015b60405180910390f35b6101586101533660046116b8565b610399565b604051901515815260200161013c565b6101326101763660046116ee565b6103a3565b61018361046b565b60405161013c9190611783565b61018361019e366004611795565b6104fb565b6101b66101b13660046117ac565b610506565b604080516001600160a01b03909316835260208301919091520161013c565b6101e86101e336600461190f565b610581565b005b6101fd6101f8366004611679565b6105a0565b60408051921515835263ffffffff90911660208301520161013c565b6101326102273660046119fc565b6105e2565b6101e861023a366004611a77565b61068a565b61025261024d366004611ae1565b6106ee565b60405161013c9190611bde565b6102867f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200161013c565b6101836102ac366004611795565b6107bd565b61028661095a565b6101836109e7565b6101e86102cf366004611bf0565b6109f6565b6101b66102e2366004611795565b5f908152600960209081526040918290208251808401909352546001600160a01b038116808452600160a01b9091046001600160601b03169290910182905291565b610158610332366004611c2b565b6001600160a01b039182165f90815260016020908152604080832093909416825291909152205460ff1690565b6101e861036d366004611c57565b610a05565b5f818152602081815260408083206001600160a01b03861684529091529020545b92915050565b5f61039382610a1b565b5f336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146103ed576040516304d1ccfd60e41b815260040160405180910390fd5b60075f81546103fb90611cc2565b91829055506040805180820182526001600160a01b0380891682526001600160601b0380891660208085019182525f8781526009909152949094209251935116600160a01b0292169190911790559050610456818484610a3f565b61046286826001610aff565b95945050505050565b60606005805461047a90611cda565b80601f01602080910402602001604051908101604052809291908181526020018280546104a690611cda565b80156104f15780601f106104c8576101008083540402835291602001916104f1565b820191905f5260205f20905b8154815290600101906020018083116104d457829003601f168201915b5050505050905090565b606061039382610b1e565b5f82815260046020526040812080548291906001600160a01b03811690600160a01b90046001600160601b0316816105595750506003546001600160a01b03811690600160a01b90046001600160601b03165b5f610570876001600160601b038416612710610d23565b9295509193505050505b9250929050565b61058c335b86610dd3565b6105998585858585610e4b565b5050505050565b5f5f6105ac8484610372565b5f848152600a602090815260408083206001600160a01b0389168452909152902054901515925063ffffffff1690509250929050565b5f336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461062c576040516304d1ccfd60e41b815260040160405180910390fd5b60075f815461063a90611cc2565b91829055505f81815260086020526040902090915061065a858783611d56565b506001600160601b0382161561067557610675818484610a3f565b610680878288610aff565b9695505050505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146106d3576040516304d1ccfd60e41b815260040160405180910390fd5b60056106e0848683611d56565b506006610599828483611d56565b606081518351146107245781518351604051635b05999160e01b8152600481019290925260248201526044015b60405180910390fd5b5f83516001600160401b0381111561073e5761073e6117cc565b604051908082528060200260200182016040528015610767578160200160208202803683370190505b5090505f5b84518110156107b55760208082028601015161079090602080840287010151610372565b8282815181106107a2576107a2611e0f565b602090810291909101015260010161076c565b509392505050565b5f818152600960209081526040918290208251808401909352546001600160a01b038116808452600160a01b9091046001600160601b031691830191909152606091906108a0575f838152600860205260409020805461081c90611cda565b80601f016020809104026020016040519081016040528092919081815260200182805461084890611cda565b80156108935780601f1061086a57610100808354040283529160200191610893565b820191905f5260205f20905b81548152906001019060200180831161087657829003601f168201915b5050505050915050919050565b600281516108ad90610eab565b60048111156108be576108be611e23565b11156108d957505060408051602081019091525f8152919050565b805160208201516040516335e7824d60e11b81526001600160601b0390911660048201526001600160a01b0390911690636bcf049a906024015f60405180830381865afa15801561092c573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526109539190810190611e37565b9392505050565b6040516362a1f07f60e11b81523060048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063c543e0fe90602401602060405180830381865afa1580156109be573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906109e29190611eab565b905090565b60606006805461047a90611cda565b610a01338383610f36565b5050565b610a0e33610586565b6105998585858585610ff3565b5f6001600160e01b0319821663152a902d60e11b1480610393575061039382611080565b6127106001600160601b038216811015610a855760405163dfd1fc1b60e01b8152600481018590526001600160601b03831660248201526044810182905260640161071b565b6001600160a01b038316610ab557604051634b4f842960e11b8152600481018590525f602482015260440161071b565b506040805180820182526001600160a01b0393841681526001600160601b0392831660208083019182525f968752600490529190942093519051909116600160a01b029116179055565b610b1983838360405180602001604052805f8152506110cf565b505050565b5f818152600960209081526040918290208251808401909352546001600160a01b038116808452600160a01b9091046001600160601b03169183019190915260609190610c1d577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316631d582a486040518163ffffffff1660e01b81526004015f60405180830381865afa158015610bc0573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610be79190810190611e37565b5f848152600860209081526040918290209151610c0693929101611ec6565b604051602081830303815290604052915050919050565b5f610c2a825f0151610eab565b90506001816004811115610c4057610c40611e23565b1480610c5d57506003816004811115610c5b57610c5b611e23565b145b15610ce5578151602083015160405163c87b56dd60e01b81526001600160601b0390911660048201526001600160a01b039091169063c87b56dd906024015b5f60405180830381865afa158015610cb6573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610cdd9190810190611e37565b949350505050565b815160208301516040516303a24d0760e21b81526001600160601b0390911660048201526001600160a01b0390911690630e89341c90602401610c9c565b5f5f5f610d308686611133565b91509150815f03610d5457838181610d4a57610d4a611f4a565b0492505050610953565b818411610d6b57610d6b600385150260111861114f565b5f848688095f868103871696879004966002600389028118808a02820302808a02820302808a02820302808a02820302808a02820302808a02909103029181900381900460010185841190960395909502919093039390930492909217029150509392505050565b816001600160a01b0316816001600160a01b031614158015610e1a57506001600160a01b038082165f9081526001602090815260408083209386168352929052205460ff16155b15610a015760405163711bec9160e11b81526001600160a01b0380841660048301528216602482015260440161071b565b6001600160a01b038416610e7457604051632bfa23e760e11b81525f600482015260240161071b565b6001600160a01b038516610e9c57604051626a0d4560e21b81525f600482015260240161071b565b61059985858585856001611160565b6040516321d6e97360e11b81526001600160a01b0382811660048301525f917f0000000000000000000000000000000000000000000000000000000000000000909116906343add2e6906024016040805180830381865afa158015610f12573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906109539190611f5e565b6001600160a01b038316610f5f57604051631f18c42760e11b81525f600482015260240161071b565b6001600160a01b038216610f875760405162ced3e160e81b81525f600482015260240161071b565b6001600160a01b038381165f81815260016020908152604080832094871680845294825291829020805460ff191686151590811790915591519182527f17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31910160405180910390a3505050565b6001600160a01b03841661101c57604051632bfa23e760e11b81525f600482015260240161071b565b6001600160a01b03851661104457604051626a0d4560e21b81525f600482015260240161071b565b6040805160018082526020820186905281830190815260608201859052608082019092529061107787878484875f611160565b50505050505050565b5f6001600160e01b03198216636cdb3d1360e11b14806110b057506001600160e01b031982166303a24d0760e21b145b8061039357506301ffc9a760e01b6001600160e01b0319831614610393565b6001600160a01b0384166110f857604051632bfa23e760e11b81525f600482015260240161071b565b6040805160018082526020820186905281830190815260608201859052608082019092529061112b5f8784848784611160565b505050505050565b5f805f1983850993909202808410938190039390930393915050565b634e487b715f52806020526024601cfd5b61116c868686866111b8565b6001600160a01b0385161561112b573381156111955761119081888888888861124b565b611077565b602085810151908501516111ad838a8a85858a61136c565b505050505050505050565b6111c484848484611453565b6001600160a01b03841615611245575f5b825181101561059957600a5f8483815181106111f3576111f3611e0f565b60209081029190910181015182528181019290925260409081015f9081206001600160a01b03891682529092529020805463ffffffff198116600163ffffffff928316810190921617909155016111d5565b50505050565b6001600160a01b0384163b1561112b5760405163bc197c8160e01b81526001600160a01b0385169063bc197c819061128f9089908990889088908890600401611f8e565b6020604051808303815f875af19250505080156112c9575060408051601f3d908101601f191682019092526112c691810190611feb565b60015b611330573d8080156112f6576040519150601f19603f3d011682016040523d82523d5f602084013e6112fb565b606091505b5080515f0361132857604051632bfa23e760e11b81526001600160a01b038616600482015260240161071b565b805160208201fd5b6001600160e01b0319811663bc197c8160e01b1461107757604051632bfa23e760e11b81526001600160a01b038616600482015260240161071b565b6001600160a01b0384163b1561112b5760405163f23a6e6160e01b81526001600160a01b0385169063f23a6e61906113b09089908990889088908890600401612006565b6020604051808303815f875af19250505080156113ea575060408051601f3d908101601f191682019092526113e791810190611feb565b60015b611417573d8080156112f6576040519150601f19603f3d011682016040523d82523d5f602084013e6112fb565b6001600160e01b0319811663f23a6e6160e01b1461107757604051632bfa23e760e11b81526001600160a01b038616600482015260240161071b565b80518251146114825781518151604051635b05999160e01b81526004810192909252602482015260440161071b565b335f5b8351811015611584576020818102858101820151908501909101516001600160a01b03881615611536575f828152602081815260408083206001600160a01b038c16845290915290205481811015611510576040516303dee4c560e01b81526001600160a01b038a16600482015260248101829052604481018390526064810184905260840161071b565b5f838152602081815260408083206001600160a01b038d16845290915290209082900390555b6001600160a01b0387161561157a575f828152602081815260408083206001600160a01b038b1684529091528120805483929061157490849061204a565b90915550505b5050600101611485565b5082516001036116045760208301515f906020840151909150856001600160a01b0316876001600160a01b0316846001600160a01b03167fc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f6285856040516115f5929190918252602082015260400190565b60405180910390a45050610599565b836001600160a01b0316856001600160a01b0316826001600160a01b03167f4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb868660405161165392919061205d565b60405180910390a45050505050565b6001600160a01b0381168114611676575f5ffd5b50565b5f5f6040838503121561168a575f5ffd5b823561169581611662565b946020939093013593505050565b6001600160e01b031981168114611676575f5ffd5b5f602082840312156116c8575f5ffd5b8135610953816116a3565b80356001600160601b03811681146116e9575f5ffd5b919050565b5f5f5f5f5f60a08688031215611702575f5ffd5b853561170d81611662565b9450602086013561171d81611662565b935061172b604087016116d3565b9250606086013561173b81611662565b9150611749608087016116d3565b90509295509295909350565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f6109536020830184611755565b5f602082840312156117a5575f5ffd5b5035919050565b5f5f604083850312156117bd575f5ffd5b50508035926020909101359150565b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f191681016001600160401b0381118282101715611808576118086117cc565b604052919050565b5f6001600160401b03821115611828576118286117cc565b5060051b60200190565b5f82601f830112611841575f5ffd5b813561185461184f82611810565b6117e0565b8082825260208201915060208360051b860101925085831115611875575f5ffd5b602085015b8381101561189257803583526020928301920161187a565b5095945050505050565b5f6001600160401b038211156118b4576118b46117cc565b50601f01601f191660200190565b5f82601f8301126118d1575f5ffd5b81356118df61184f8261189c565b8181528460208386010111156118f3575f5ffd5b816020850160208301375f918101602001919091529392505050565b5f5f5f5f5f60a08688031215611923575f5ffd5b853561192e81611662565b9450602086013561193e81611662565b935060408601356001600160401b03811115611958575f5ffd5b61196488828901611832565b93505060608601356001600160401b0381111561197f575f5ffd5b61198b88828901611832565b92505060808601356001600160401b038111156119a6575f5ffd5b6119b2888289016118c2565b9150509295509295909350565b5f5f83601f8401126119cf575f5ffd5b5081356001600160401b038111156119e5575f5ffd5b60208301915083602082850101111561057a575f5ffd5b5f5f5f5f5f5f60a08789031215611a11575f5ffd5b8635611a1c81611662565b95506020870135945060408701356001600160401b03811115611a3d575f5ffd5b611a4989828a016119bf565b9095509350506060870135611a5d81611662565b9150611a6b608088016116d3565b90509295509295509295565b5f5f5f5f60408587031215611a8a575f5ffd5b84356001600160401b03811115611a9f575f5ffd5b611aab878288016119bf565b90955093505060208501356001600160401b03811115611ac9575f5ffd5b611ad5878288016119bf565b95989497509550505050565b5f5f60408385031215611af2575f5ffd5b82356001600160401b03811115611b07575f5ffd5b8301601f81018513611b17575f5ffd5b8035611b2561184f82611810565b8082825260208201915060208360051b850101925087831115611b46575f5ffd5b6020840193505b82841015611b71578335611b6081611662565b825260209384019390910190611b4d565b945050505060208301356001600160401b03811115611b8e575f5ffd5b611b9a85828601611832565b9150509250929050565b5f8151808452602084019350602083015f5b82811015611bd4578151865260209586019590910190600101611bb6565b5093949350505050565b602081525f6109536020830184611ba4565b5f5f60408385031215611c01575f5ffd5b8235611c0c81611662565b915060208301358015158114611c20575f5ffd5b809150509250929050565b5f5f60408385031215611c3c575f5ffd5b8235611c4781611662565b91506020830135611c2081611662565b5f5f5f5f5f60a08688031215611c6b575f5ffd5b8535611c7681611662565b94506020860135611c8681611662565b9350604086013592506060860135915060808601356001600160401b038111156119a6575f5ffd5b634e487b7160e01b5f52601160045260245ffd5b5f60018201611cd357611cd3611cae565b5060010190565b600181811c90821680611cee57607f821691505b602082108103611d0c57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f821115610b1957805f5260205f20601f840160051c81016020851015611d375750805b601f840160051c820191505b81811015610599575f8155600101611d43565b6001600160401b03831115611d6d57611d6d6117cc565b611d8183611d7b8354611cda565b83611d12565b5f601f841160018114611db2575f8515611d9b5750838201355b5f19600387901b1c1916600186901b178355610599565b5f83815260208120601f198716915b82811015611de15786850135825560209485019460019092019101611dc1565b5086821015611dfd575f1960f88860031b161c19848701351681555b505060018560011b0183555050505050565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52602160045260245ffd5b5f60208284031215611e47575f5ffd5b81516001600160401b03811115611e5c575f5ffd5b8201601f81018413611e6c575f5ffd5b8051611e7a61184f8261189c565b818152856020838501011115611e8e575f5ffd5b8160208401602083015e5f91810160200191909152949350505050565b5f60208284031215611ebb575f5ffd5b815161095381611662565b5f83518060208601845e80830190505f81525f8454611ee481611cda565b600182168015611efb5760018114611f1057611f3d565b60ff1983168552811515820285019350611f3d565b875f5260205f205f5b83811015611f3557815487820152600190910190602001611f19565b505081850193505b5091979650505050505050565b634e487b7160e01b5f52601260045260245ffd5b5f5f60408385031215611f6f575f5ffd5b8251611f7a81611662565b602084015190925060058110611c20575f5ffd5b6001600160a01b0386811682528516602082015260a0604082018190525f90611fb990830186611ba4565b8281036060840152611fcb8186611ba4565b90508281036080840152611fdf8185611755565b98975050505050505050565b5f60208284031215611ffb575f5ffd5b8151610953816116a3565b6001600160a01b03868116825285166020820152604081018490526060810183905260a0608082018190525f9061203f90830184611755565b979650505050505050565b8082018082111561039357610393611cae565b604081525f61206f6040830185611ba4565b82810360208401526104628185611ba456fea2646970667358221220c64d4abda2e31a86cf336961dc68181a10c47c2614b5c1c012d8e25da15901eb64736f6c634300081c0033" as const;

/** How the local chain (31337) deploys the Store: CREATE2 through anvil's deterministic deployer. */
export const localDeployment = {
  chainId: 31337,
  create2Deployer: "0x4e59b44847b379578588920cA78FbF26c0B4956C",
  salt: "0x0000000000000000000000000000000000000000000000000000000000000000",
  metadataGateway: "http://localhost:3000/ipfs/",
  storeAddress: "0xc3B9a7082458C8Be63Cc69dB7F1FC496357832C6",
} as const;

/** Store addresses known at build time; public chains (1328, 1329) come from the environment. */
export const storeAddresses = { 31337: "0xc3B9a7082458C8Be63Cc69dB7F1FC496357832C6" } as const;
