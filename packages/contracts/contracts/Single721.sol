// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {MeshLinkCollection} from "./MeshLinkCollection.sol";

/// @notice "Single" collection: ERC-721 with per-token ERC-2981 royalties, deployed as ERC-1167 clones.
contract Single721 is ERC721, MeshLinkCollection {
    mapping(uint256 tokenId => uint32) private _transferNonce;

    constructor(address store) ERC721("", "") MeshLinkCollection(store) {}

    function name() public view override returns (string memory) {
        return _name;
    }

    function symbol() public view override returns (string memory) {
        return _symbol;
    }

    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        return _tokenUri(tokenId);
    }

    function ownershipStamp(address holder, uint256 tokenId) external view override returns (bool, uint32) {
        return (holder != address(0) && _ownerOf(tokenId) == holder, _transferNonce[tokenId]);
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC721, ERC2981) returns (bool) {
        return super.supportsInterface(interfaceId);
    }

    function _update(address to, uint256 tokenId, address auth) internal override returns (address from) {
        from = super._update(to, tokenId, auth);
        // Wrapping after 2^32 transfers of one token is harmless in practice.
        if (from != address(0)) {
            unchecked {
                ++_transferNonce[tokenId];
            }
        }
    }

    function _mintToken(address to, uint256 tokenId, uint256) internal override {
        _safeMint(to, tokenId);
    }
}
