// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {ERC165Checker} from "@openzeppelin/contracts/utils/introspection/ERC165Checker.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC1155} from "@openzeppelin/contracts/token/ERC1155/IERC1155.sol";
import {IMeshLinkStore} from "./IMeshLinkStore.sol";
import {MeshLinkCollection} from "./MeshLinkCollection.sol";
import {Multiple1155} from "./Multiple1155.sol";
import {Single721} from "./Single721.sol";

interface INamedCollection {
    function name() external view returns (string memory);
}

/// @dev EIP-173's owner(), which OpenZeppelin's Ownable answers.
interface IOwned {
    function owner() external view returns (address);
}

/// @title MeshLink marketplace ("Store"): collections, listings, integrations and offers.
/// @notice Design, permissions and events: docs/decisions/002-marketplace-contracts.md; collections
/// deployed outside MeshLink: 020-external-collections-in-the-store.md. No ether moves through this
/// contract; an integration mints a linked token into the studio's collection.
contract Store is IMeshLinkStore, ReentrancyGuardTransient {
    enum OfferState {
        None,
        Made,
        Authorized,
        Accepted
    }

    struct CollectionRecord {
        address owner;
        CollectionKind kind;
    }

    /// @dev Packed into three slots; see the design record. `kind` (the collection's) fills the first
    /// slot's last byte, so the freshness check knows how to ask for the holding without a lookup.
    struct Listing {
        address seller;
        uint64 expiration;
        uint16 royaltyFee;
        bool active;
        CollectionKind kind;
        address collection;
        uint64 supply;
        uint32 ownershipNonce;
        address royaltyRecipient;
        uint96 tokenId;
    }

    struct ListedNft {
        address seller;
        bool active;
        uint256 supply;
        uint256 expiration;
        uint256 royaltyFee;
        address royaltyRecipient;
        address collection;
        uint256 tokenId;
    }

    struct CollectionEntry {
        address collectionAddress;
        string collectionName;
    }

    /// @dev Packed into five slots; the ownership nonce shares the state's slot, so the checks that
    /// read the state read it for free.
    struct StoredOffer {
        uint256 assetId;
        address collectionOwnerAddr;
        OfferState state;
        uint16 royaltyFee;
        uint32 ownershipNonce;
        CollectionKind kind;
        address offeror;
        address gameAddress;
        address collection;
        uint96 tokenId;
    }

    struct Offer {
        uint256 offerID;
        uint256 assetId;
        address collectionOwnerAddr;
        address offeror;
        bool isAccepted;
        address gameAddress;
        OfferState state;
        address collection;
        uint256 tokenId;
        uint256 royaltyFee;
    }

    /// @notice MeshLink's share of integration royalties, settled off-chain (design record, "Platform fee").
    uint16 public constant PLATFORM_FEE_BPS = 250;
    /// @notice Listing royalty fees are percent ×100: 1..9999.
    uint16 public constant MAX_ROYALTY_FEE = 9999;

    address public immutable SINGLE_IMPLEMENTATION;
    address public immutable MULTIPLE_IMPLEMENTATION;
    string public metadataGateway;

    mapping(address collection => CollectionRecord) public collections;
    mapping(address owner => address[]) private _collectionsByOwner;
    mapping(uint256 listingId => Listing) private _listings;
    mapping(uint256 listingId => mapping(address proposer => bool)) private _approvals;
    mapping(uint256 offerId => StoredOffer) private _offers;
    uint256 public lastListingId;
    uint256 public lastOfferId;

    event CollectionCreated(address indexed owner, address indexed collection, CollectionKind kind, string name);
    /// @notice An external collection's owner made its tokens listable and offerable here.
    event CollectionRegistered(address indexed owner, address indexed collection, CollectionKind kind);
    event ListingCreated(
        uint256 indexed listingId,
        address indexed seller,
        address indexed collection,
        uint256 tokenId,
        uint256 supply,
        uint256 royaltyFee,
        uint256 expiration,
        address royaltyRecipient
    );
    event ListingUpdated(uint256 indexed listingId, uint256 expiration, address royaltyRecipient, uint256 royaltyFee);
    event ListingCancelled(uint256 indexed listingId);
    event ListingApproved(uint256 indexed listingId, address indexed proposer);
    event AgreementExecuted(
        uint256 indexed listingId,
        address indexed proposer,
        address indexed destinationCollection,
        uint256 newTokenId,
        address originalCollection,
        uint256 originalTokenId,
        uint256 remainingSupply
    );
    event OfferMade(
        uint256 indexed offerId,
        address indexed offeror,
        address indexed collectionOwnerAddr,
        uint256 assetId,
        address gameAddress,
        address collection,
        uint256 tokenId,
        uint256 royaltyFee
    );
    event OfferAuthorized(uint256 indexed offerId);
    event OfferAccepted(uint256 indexed offerId);
    /// @notice The integration an accepted offer yields: AgreementExecuted's counterpart, with the
    /// parties and royalty a reader would otherwise have to look up from the offer.
    event OfferExecuted(
        uint256 indexed offerId,
        address indexed offeror,
        address indexed gameAddress,
        uint256 newTokenId,
        address originalCollection,
        uint256 originalTokenId,
        address royaltyRecipient,
        uint256 royaltyFee
    );

    error InvalidCollectionKind();
    error UnknownCollection(address collection);
    error NotCollectionOwner(address collection, address account);
    error InvalidAmount(uint256 amount);
    error EmptyMetadataId();
    error InvalidRoyaltyFee(uint256 royaltyFee);
    error ExpirationInPast(uint256 expiration);
    error ZeroRoyaltyRecipient();
    error NotTokenOwner(address collection, uint256 tokenId, address account);
    error ListingNotFound(uint256 listingId);
    error NotSeller(uint256 listingId, address account);
    error ListingInactive(uint256 listingId);
    error ListingExpired(uint256 listingId);
    error StaleListing(uint256 listingId);
    error AlreadyApproved(uint256 listingId, address proposer);
    error NotApproved(uint256 listingId, address account);
    error IncompatibleCollection(address collection);
    error ZeroAddress();
    error OfferNotFound(uint256 offerId);
    error NotOfferParty(uint256 offerId, address account);
    error InvalidOfferState(uint256 offerId, OfferState state);
    error StaleOffer(uint256 offerId);
    error UnsupportedCollection(address collection);
    error CollectionAlreadyKnown(address collection);
    error TokenIdTooLarge(uint256 tokenId);

    constructor(string memory gateway) {
        SINGLE_IMPLEMENTATION = address(new Single721(address(this)));
        MULTIPLE_IMPLEMENTATION = address(new Multiple1155(address(this)));
        metadataGateway = gateway;
    }

    // ---------------------------------------------------------------- collections and mints

    function createCollection(
        string calldata name,
        string calldata symbol,
        CollectionKind kind
    ) external returns (address collection) {
        if (kind == CollectionKind.None) revert InvalidCollectionKind();
        // The Store has one address on every chain, so a plain clone (CREATE, from the Store's nonce)
        // would give the nth collection of each chain the same address, and MeshLink names an asset
        // by its collection's address. The salt makes the address this chain's: its id, the creator
        // and the creator's count of collections, which also keeps every salt unused.
        bytes32 salt = keccak256(abi.encode(block.chainid, msg.sender, _collectionsByOwner[msg.sender].length));
        collection = Clones.cloneDeterministic(
            kind == CollectionKind.Single ? SINGLE_IMPLEMENTATION : MULTIPLE_IMPLEMENTATION,
            salt
        );
        collections[collection] = CollectionRecord(msg.sender, kind);
        _collectionsByOwner[msg.sender].push(collection);
        emit CollectionCreated(msg.sender, collection, kind, name);
        MeshLinkCollection(collection).initialize(name, symbol);
    }

    /// @notice Mints into one of the caller's collections; the token id is in the Transfer /
    /// TransferSingle event and the return value. royaltyFee 0 means no ERC-2981 royalty.
    function createNFT(
        address collection,
        uint256 amount,
        string calldata metadataId,
        uint96 royaltyFee
    ) external nonReentrant returns (uint256 tokenId) {
        CollectionRecord memory record = collections[collection];
        // The Store mints only into its own collections; a registered external one is unknown here.
        if (record.kind == CollectionKind.None || record.kind > CollectionKind.Multiple) {
            revert UnknownCollection(collection);
        }
        if (record.owner != msg.sender) revert NotCollectionOwner(collection, msg.sender);
        if (amount == 0 || (record.kind == CollectionKind.Single && amount != 1)) revert InvalidAmount(amount);
        if (bytes(metadataId).length == 0) revert EmptyMetadataId();
        if (royaltyFee > MAX_ROYALTY_FEE) revert InvalidRoyaltyFee(royaltyFee);
        tokenId = MeshLinkCollection(collection).mint(msg.sender, amount, metadataId, msg.sender, royaltyFee);
    }

    /// @notice Makes the tokens of an ERC-721 or ERC-1155 collection deployed outside MeshLink listable
    /// and offerable. Only the collection's EIP-173 owner may register it, once; the Store never mints
    /// into it. Its answers are read by static calls that keep one word (ERC-165's within 30,000 gas),
    /// so whatever a contract answers, a refusal is one of the Store's errors (design record 020).
    function registerCollection(address collection) external returns (CollectionKind kind) {
        if (collections[collection].kind != CollectionKind.None) revert CollectionAlreadyKnown(collection);
        if (!ERC165Checker.supportsERC165(collection)) revert UnsupportedCollection(collection);
        if (ERC165Checker.supportsERC165InterfaceUnchecked(collection, type(IERC721).interfaceId)) {
            kind = CollectionKind.External721;
        } else if (ERC165Checker.supportsERC165InterfaceUnchecked(collection, type(IERC1155).interfaceId)) {
            kind = CollectionKind.External1155;
        } else {
            revert UnsupportedCollection(collection);
        }
        (bool answered, uint256 owner) = _staticWord(collection, abi.encodeCall(IOwned.owner, ()));
        if (!answered || owner != uint160(msg.sender)) revert NotCollectionOwner(collection, msg.sender);
        // Not added to the owner's index: getCollectionsByOwner lists the destinations of linked
        // tokens, which only the Store's own collections can be.
        collections[collection] = CollectionRecord(msg.sender, kind);
        emit CollectionRegistered(msg.sender, collection, kind);
    }

    // ---------------------------------------------------------------- listings

    /// @notice Lists a token the caller holds. `royaltyRecipient` is paid by the ERC-2981 royalty of
    /// every linked token the listing yields; it need not be the caller (MeshLink names the seller's
    /// default wallet), and editListings may change it.
    function listForSale(
        address collection,
        uint256 tokenId,
        uint64 supply,
        uint16 royaltyFee,
        uint64 expiration,
        address royaltyRecipient
    ) external returns (uint256 listingId) {
        CollectionKind kind = _knownKind(collection, tokenId);
        (bool holds, uint32 nonce) = _holding(kind, collection, msg.sender, tokenId);
        if (!holds) revert NotTokenOwner(collection, tokenId, msg.sender);
        if (supply == 0) revert InvalidAmount(supply);
        _requireRoyaltyFee(royaltyFee);
        _requireExpiration(expiration);
        if (royaltyRecipient == address(0)) revert ZeroRoyaltyRecipient();
        listingId = ++lastListingId;
        _listings[listingId] = Listing({
            seller: msg.sender,
            expiration: expiration,
            royaltyFee: royaltyFee,
            active: true,
            kind: kind,
            collection: collection,
            supply: supply,
            ownershipNonce: nonce,
            royaltyRecipient: royaltyRecipient,
            tokenId: uint96(tokenId)
        });
        emit ListingCreated(
            listingId,
            msg.sender,
            collection,
            tokenId,
            supply,
            royaltyFee,
            expiration,
            royaltyRecipient
        );
    }

    function editListings(
        uint256 listingId,
        uint64 expiration,
        address royaltyRecipient,
        uint16 royaltyFee
    ) external {
        Listing storage listing = _sellersLiveListing(listingId);
        _requireExpiration(expiration);
        if (royaltyRecipient == address(0)) revert ZeroRoyaltyRecipient();
        _requireRoyaltyFee(royaltyFee);
        listing.expiration = expiration;
        listing.royaltyRecipient = royaltyRecipient;
        listing.royaltyFee = royaltyFee;
        emit ListingUpdated(listingId, expiration, royaltyRecipient, royaltyFee);
    }

    /// @notice Cancelling works on an expired listing too, so the seller can always tidy up.
    function cancelListing(uint256 listingId) external {
        Listing storage listing = _existingListing(listingId);
        if (listing.seller != msg.sender) revert NotSeller(listingId, msg.sender);
        if (!listing.active) revert ListingInactive(listingId);
        _requireFresh(listingId, listing);
        listing.active = false;
        emit ListingCancelled(listingId);
    }

    function approveListing(uint256 listingId, address proposer) external {
        _sellersLiveListing(listingId);
        if (_approvals[listingId][proposer]) revert AlreadyApproved(listingId, proposer);
        _approvals[listingId][proposer] = true;
        emit ListingApproved(listingId, proposer);
    }

    /// @notice Mints one linked token into the caller's `destinationCollection`; consumes the
    /// caller's approval and one unit of supply.
    function executeListing(
        uint256 listingId,
        address destinationCollection
    ) external nonReentrant returns (uint256 newTokenId) {
        Listing storage listing = _liveListing(listingId);
        if (!_approvals[listingId][msg.sender]) revert NotApproved(listingId, msg.sender);
        if (!checkForCompatibility(destinationCollection, msg.sender)) {
            revert IncompatibleCollection(destinationCollection);
        }
        // Effects before the mint: its receiver hook may call back into this contract.
        delete _approvals[listingId][msg.sender];
        uint64 remaining = listing.supply - 1;
        listing.supply = remaining;
        if (remaining == 0) listing.active = false;
        address original = listing.collection;
        uint96 originalTokenId = listing.tokenId;
        newTokenId = _mintLinked(
            destinationCollection,
            original,
            originalTokenId,
            listing.royaltyRecipient,
            listing.royaltyFee
        );
        emit AgreementExecuted(
            listingId,
            msg.sender,
            destinationCollection,
            newTokenId,
            original,
            originalTokenId,
            remaining
        );
    }

    // ---------------------------------------------------------------- offers

    /// @notice A studio's offer to integrate `tokenId` of `collection`, held by `collectionOwnerAddr`,
    /// into the studio's `gameAddress` under `royaltyFee`. `assetId` is the server's id of the asset
    /// (its UUID as a number); the token is what the contract can check. The holder's ownership nonce
    /// is recorded here, so the offer dies if the token leaves them (design record 018); for an
    /// external collection, while it is away from them (design record 020).
    function makeOffer(
        uint256 assetId,
        address collectionOwnerAddr,
        address gameAddress,
        address collection,
        uint256 tokenId,
        uint16 royaltyFee
    ) external returns (uint256 offerId) {
        if (collectionOwnerAddr == address(0)) revert ZeroAddress();
        if (!checkForCompatibility(gameAddress, msg.sender)) revert IncompatibleCollection(gameAddress);
        CollectionKind kind = _knownKind(collection, tokenId);
        (bool holds, uint32 nonce) = _holding(kind, collection, collectionOwnerAddr, tokenId);
        if (!holds) revert NotTokenOwner(collection, tokenId, collectionOwnerAddr);
        _requireRoyaltyFee(royaltyFee);
        offerId = ++lastOfferId;
        _offers[offerId] = StoredOffer({
            assetId: assetId,
            collectionOwnerAddr: collectionOwnerAddr,
            state: OfferState.Made,
            royaltyFee: royaltyFee,
            ownershipNonce: nonce,
            kind: kind,
            offeror: msg.sender,
            gameAddress: gameAddress,
            collection: collection,
            tokenId: uint96(tokenId)
        });
        emit OfferMade(offerId, msg.sender, collectionOwnerAddr, assetId, gameAddress, collection, tokenId, royaltyFee);
    }

    /// @notice The holder agrees to the offer's terms, for the holding the offer was made on.
    function authorizeOffer(uint256 offerId) external {
        StoredOffer storage offer = _offerInState(offerId, OfferState.Made);
        if (offer.collectionOwnerAddr != msg.sender) revert NotOfferParty(offerId, msg.sender);
        _requireFreshOffer(offerId, offer);
        offer.state = OfferState.Authorized;
        emit OfferAuthorized(offerId);
    }

    /// @notice The offeror accepts the authorized terms, which executes the integration: one linked
    /// token minted into the offer's game collection, as executeListing mints it. Accepting is the
    /// last consent the offer needs, so it is the execution (design record 018).
    function acceptOffer(uint256 offerId) external nonReentrant returns (uint256 newTokenId) {
        StoredOffer storage offer = _offerInState(offerId, OfferState.Authorized);
        if (offer.offeror != msg.sender) revert NotOfferParty(offerId, msg.sender);
        _requireFreshOffer(offerId, offer);
        // Effects before the mint: its receiver hook may call back into this contract. The game
        // collection needs no new check: makeOffer proved it the offeror's, and owners never change.
        offer.state = OfferState.Accepted;
        emit OfferAccepted(offerId);
        address original = offer.collection;
        uint96 originalTokenId = offer.tokenId;
        address recipient = offer.collectionOwnerAddr;
        uint16 royaltyFee = offer.royaltyFee;
        address game = offer.gameAddress;
        newTokenId = _mintLinked(game, original, originalTokenId, recipient, royaltyFee);
        emit OfferExecuted(offerId, msg.sender, game, newTokenId, original, originalTokenId, recipient, royaltyFee);
    }

    // ---------------------------------------------------------------- views

    /// @notice True when this Store created `collection` and `account` owns it: only the Store's own
    /// collections can receive linked tokens.
    function checkForCompatibility(address collection, address account) public view returns (bool) {
        CollectionRecord memory record = collections[collection];
        return
            (record.kind == CollectionKind.Single || record.kind == CollectionKind.Multiple) &&
            record.owner == account;
    }

    function collectionOwner(address collection) external view returns (address) {
        return collections[collection].owner;
    }

    function getListedNft(uint256 listingId) external view returns (ListedNft memory) {
        Listing memory l = _listings[listingId];
        return
            ListedNft(l.seller, l.active, l.supply, l.expiration, l.royaltyFee, l.royaltyRecipient, l.collection, l.tokenId);
    }

    function isApproved(uint256 listingId, address proposer) external view returns (bool) {
        return _approvals[listingId][proposer];
    }

    function getOffer(uint256 offerId) external view returns (Offer memory) {
        StoredOffer memory o = _offers[offerId];
        return
            Offer(
                o.state == OfferState.None ? 0 : offerId,
                o.assetId,
                o.collectionOwnerAddr,
                o.offeror,
                o.state == OfferState.Accepted,
                o.gameAddress,
                o.state,
                o.collection,
                o.tokenId,
                o.royaltyFee
            );
    }

    /// @notice A view: the loop costs no gas in a transaction.
    function getCollectionsByOwner(address owner) external view returns (CollectionEntry[] memory entries) {
        address[] storage owned = _collectionsByOwner[owner];
        entries = new CollectionEntry[](owned.length);
        for (uint256 i; i < owned.length; ++i) {
            entries[i] = CollectionEntry(owned[i], INamedCollection(owned[i]).name());
        }
    }

    // ---------------------------------------------------------------- checks

    function _existingListing(uint256 listingId) private view returns (Listing storage listing) {
        listing = _listings[listingId];
        if (listing.seller == address(0)) revert ListingNotFound(listingId);
    }

    /// @dev Live: exists, active, unexpired, and the seller still holds the token since listing it.
    function _liveListing(uint256 listingId) private view returns (Listing storage listing) {
        listing = _existingListing(listingId);
        _requireLive(listingId, listing);
    }

    function _sellersLiveListing(uint256 listingId) private view returns (Listing storage listing) {
        listing = _existingListing(listingId);
        if (listing.seller != msg.sender) revert NotSeller(listingId, msg.sender);
        _requireLive(listingId, listing);
    }

    function _requireLive(uint256 listingId, Listing storage listing) private view {
        if (!listing.active) revert ListingInactive(listingId);
        if (listing.expiration != 0 && block.timestamp >= listing.expiration) revert ListingExpired(listingId);
        _requireFresh(listingId, listing);
    }

    /// @dev Stale-listing protection: a token that left the seller, even if it came back, has a new
    /// nonce. An external collection has no nonce (always 0): there the seller must still hold it.
    function _requireFresh(uint256 listingId, Listing storage listing) private view {
        (bool holds, uint32 nonce) = _holding(listing.kind, listing.collection, listing.seller, listing.tokenId);
        if (!holds || nonce != listing.ownershipNonce) revert StaleListing(listingId);
    }

    /// @dev The offer's counterpart of _requireFresh: the holder still holds the token since the offer.
    function _requireFreshOffer(uint256 offerId, StoredOffer storage offer) private view {
        (bool holds, uint32 nonce) = _holding(
            offer.kind,
            offer.collection,
            offer.collectionOwnerAddr,
            offer.tokenId
        );
        if (!holds || nonce != offer.ownershipNonce) revert StaleOffer(offerId);
    }

    /// @dev The kind of a collection whose token can be listed or offered on. External ids are any
    /// uint256, and listings and offers keep them in 96 bits: a larger one is refused, never cut.
    function _knownKind(address collection, uint256 tokenId) private view returns (CollectionKind kind) {
        kind = collections[collection].kind;
        if (kind == CollectionKind.None) revert UnknownCollection(collection);
        if (tokenId > type(uint96).max) revert TokenIdTooLarge(tokenId);
    }

    /// @dev Whether `holder` holds the token, with the ownership nonce where the collection keeps one.
    /// An external collection's answer is read as one word; a revert, a short or a foreign answer
    /// (a burned or unminted ERC-721 token reverts) means "does not hold".
    function _holding(
        CollectionKind kind,
        address collection,
        address holder,
        uint256 tokenId
    ) private view returns (bool holds, uint32 nonce) {
        if (kind < CollectionKind.External721) return MeshLinkCollection(collection).ownershipStamp(holder, tokenId);
        if (kind == CollectionKind.External721) {
            (bool answered, uint256 owner) = _staticWord(collection, abi.encodeCall(IERC721.ownerOf, (tokenId)));
            return (answered && owner == uint160(holder), 0);
        }
        bytes memory balanceOf = abi.encodeCall(IERC1155.balanceOf, (holder, tokenId));
        (bool answered, uint256 balance) = _staticWord(collection, balanceOf);
        return (answered && balance != 0, 0);
    }

    /// @dev A static call that keeps only the answer's first word: unlike a high-level call or
    /// try/catch, a missing, short or huge answer cannot revert here or cost memory.
    function _staticWord(address target, bytes memory data) private view returns (bool answered, uint256 word) {
        assembly ("memory-safe") {
            answered := staticcall(gas(), target, add(data, 0x20), mload(data), 0x00, 0x20)
            answered := and(answered, gt(returndatasize(), 0x1f))
            word := mload(0x00)
        }
    }

    function _offerInState(uint256 offerId, OfferState expected) private view returns (StoredOffer storage offer) {
        offer = _offers[offerId];
        if (offer.state == OfferState.None) revert OfferNotFound(offerId);
        if (offer.state != expected) revert InvalidOfferState(offerId, offer.state);
    }

    /// @dev Every integration, from a listing or an offer, mints this way: one linked token to the
    /// caller, its ERC-2981 royalty the agreed recipient and fee.
    function _mintLinked(
        address destination,
        address original,
        uint96 originalTokenId,
        address royaltyRecipient,
        uint16 royaltyFee
    ) private returns (uint256) {
        return
            MeshLinkCollection(destination).mintLinked(
                msg.sender,
                original,
                originalTokenId,
                royaltyRecipient,
                royaltyFee
            );
    }

    function _requireRoyaltyFee(uint16 royaltyFee) private pure {
        if (royaltyFee == 0 || royaltyFee > MAX_ROYALTY_FEE) revert InvalidRoyaltyFee(royaltyFee);
    }

    function _requireExpiration(uint64 expiration) private view {
        if (expiration != 0 && expiration <= block.timestamp) revert ExpirationInPast(expiration);
    }
}
