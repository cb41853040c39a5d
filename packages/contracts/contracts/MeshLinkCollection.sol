// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {IERC721Metadata} from "@openzeppelin/contracts/token/ERC721/extensions/IERC721Metadata.sol";
import {IERC1155MetadataURI} from "@openzeppelin/contracts/token/ERC1155/extensions/IERC1155MetadataURI.sol";
import {IMeshLinkStore} from "./IMeshLinkStore.sol";

/// @notice Shared part of the Single (ERC-721) and Multiple (ERC-1155) collections: only the Store
/// mints, tokens carry a metadata id or a link to an original token, and a per-holder ownership nonce
/// lets the Store detect stale listings (docs/decisions/002-marketplace-contracts.md).
abstract contract MeshLinkCollection is ERC2981 {
    error OnlyStore();

    struct Link {
        address collection;
        uint96 tokenId;
    }

    /// @dev Immutable, so every ERC-1167 clone shares the implementation's Store.
    address public immutable STORE;

    string internal _name;
    string internal _symbol;
    uint256 private _lastTokenId;
    mapping(uint256 tokenId => string) private _metadataIds;
    mapping(uint256 tokenId => Link) private _links;

    modifier onlyStore() {
        if (msg.sender != STORE) revert OnlyStore();
        _;
    }

    constructor(address store) {
        STORE = store;
    }

    /// @dev Called once by the Store right after cloning; the Store never calls it again.
    function initialize(string calldata name_, string calldata symbol_) external onlyStore {
        _name = name_;
        _symbol = symbol_;
    }

    function mint(
        address to,
        uint256 amount,
        string calldata metadataId_,
        address royaltyRecipient,
        uint96 royaltyFee
    ) external onlyStore returns (uint256 tokenId) {
        tokenId = ++_lastTokenId;
        _metadataIds[tokenId] = metadataId_;
        if (royaltyFee != 0) _setTokenRoyalty(tokenId, royaltyRecipient, royaltyFee);
        _mintToken(to, tokenId, amount);
    }

    /// @notice Mints one token linked to an original; its royalty is the listing's recipient and fee.
    function mintLinked(
        address to,
        address originalCollection,
        uint96 originalTokenId,
        address royaltyRecipient,
        uint96 royaltyFee
    ) external onlyStore returns (uint256 tokenId) {
        tokenId = ++_lastTokenId;
        _links[tokenId] = Link(originalCollection, originalTokenId);
        _setTokenRoyalty(tokenId, royaltyRecipient, royaltyFee);
        _mintToken(to, tokenId, 1);
    }

    /// @notice ERC-173 owner, kept by the Store so its index and this answer never disagree.
    function owner() external view returns (address) {
        return IMeshLinkStore(STORE).collectionOwner(address(this));
    }

    /// @notice The original (collection, token id) of a linked token; zeros for an original token.
    function linkOf(uint256 tokenId) external view returns (address collection, uint256 originalTokenId) {
        Link memory link = _links[tokenId];
        return (link.collection, link.tokenId);
    }

    /// @notice A linked token resolves to its original's metadata id; an original in a collection
    /// deployed outside MeshLink has none ("").
    function metadataId(uint256 tokenId) public view returns (string memory) {
        Link memory link = _links[tokenId];
        if (link.collection == address(0)) return _metadataIds[tokenId];
        if (_kindOf(link.collection) > IMeshLinkStore.CollectionKind.Multiple) return "";
        return MeshLinkCollection(link.collection).metadataId(link.tokenId);
    }

    /// @notice Whether `holder` holds `tokenId`, and a nonce that changes whenever it leaves them.
    function ownershipStamp(address holder, uint256 tokenId) external view virtual returns (bool holds, uint32 nonce);

    /// @dev A linked token's URI is its original's, wherever the original lives: an external one has
    /// no metadata id to put behind the gateway. An external ERC-1155 URI may be an `{id}` template
    /// meant for the original's id; readers resolve such a token through linkOf (design record 020).
    function _tokenUri(uint256 tokenId) internal view returns (string memory) {
        Link memory link = _links[tokenId];
        if (link.collection == address(0)) {
            return string.concat(IMeshLinkStore(STORE).metadataGateway(), _metadataIds[tokenId]);
        }
        IMeshLinkStore.CollectionKind kind = _kindOf(link.collection);
        if (kind == IMeshLinkStore.CollectionKind.Single || kind == IMeshLinkStore.CollectionKind.External721) {
            return IERC721Metadata(link.collection).tokenURI(link.tokenId);
        }
        return IERC1155MetadataURI(link.collection).uri(link.tokenId);
    }

    function _kindOf(address collection) private view returns (IMeshLinkStore.CollectionKind kind) {
        (, kind) = IMeshLinkStore(STORE).collections(collection);
    }

    function _mintToken(address to, uint256 tokenId, uint256 amount) internal virtual;
}
