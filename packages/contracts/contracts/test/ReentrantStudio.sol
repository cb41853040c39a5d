// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";
import {IMeshLinkStore} from "../IMeshLinkStore.sol";
import {Store} from "../Store.sol";

/// @notice Test double: a studio contract whose ERC-721 receiver hook re-enters the Store call
/// that minted to it (executeListing, acceptOffer or createNFT).
contract ReentrantStudio is IERC721Receiver {
    Store private immutable _store;
    uint256 private _listingId;
    address private _destination;
    bool private _minting;
    bool private _accepting;
    uint256 private _offerId;

    constructor(Store store) {
        _store = store;
    }

    function createCollection() external returns (address) {
        return _store.createCollection("Studio", "STU", IMeshLinkStore.CollectionKind.Single);
    }

    function execute(uint256 listingId, address destination) external {
        _listingId = listingId;
        _destination = destination;
        _store.executeListing(listingId, destination);
    }

    function offer(
        uint256 assetId,
        address holder,
        address game,
        address collection,
        uint256 tokenId,
        uint16 royaltyFee
    ) external {
        _store.makeOffer(assetId, holder, game, collection, tokenId, royaltyFee);
    }

    function accept(uint256 offerId) external {
        _accepting = true;
        _offerId = offerId;
        _store.acceptOffer(offerId);
    }

    function mint(address collection) external {
        _minting = true;
        _destination = collection;
        _store.createNFT(collection, 1, "again", 0);
    }

    function onERC721Received(address, address, uint256, bytes calldata) external returns (bytes4) {
        if (_minting) _store.createNFT(_destination, 1, "again", 0);
        else if (_accepting) _store.acceptOffer(_offerId);
        else _store.executeListing(_listingId, _destination);
        return IERC721Receiver.onERC721Received.selector;
    }
}
