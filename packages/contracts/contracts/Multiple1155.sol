// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {MeshLinkCollection} from "./MeshLinkCollection.sol";

/// @notice "Multiple" collection: ERC-1155 with per-token ERC-2981 royalties, deployed as ERC-1167 clones.
contract Multiple1155 is ERC1155, MeshLinkCollection {
    mapping(uint256 tokenId => mapping(address holder => uint32)) private _outflowNonce;

    constructor(address store) ERC1155("") MeshLinkCollection(store) {}

    function name() external view returns (string memory) {
        return _name;
    }

    function symbol() external view returns (string memory) {
        return _symbol;
    }

    function uri(uint256 tokenId) public view override returns (string memory) {
        return _tokenUri(tokenId);
    }

    function ownershipStamp(address holder, uint256 tokenId) external view override returns (bool, uint32) {
        return (balanceOf(holder, tokenId) != 0, _outflowNonce[tokenId][holder]);
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC1155, ERC2981) returns (bool) {
        return super.supportsInterface(interfaceId);
    }

    /// @dev Any decrease of a holder's balance invalidates their listings of that id. The loop is over
    /// the caller's own batch, as in OpenZeppelin's ERC1155._update itself.
    function _update(address from, address to, uint256[] memory ids, uint256[] memory values) internal override {
        super._update(from, to, ids, values);
        if (from != address(0)) {
            for (uint256 i; i < ids.length; ++i) {
                unchecked {
                    ++_outflowNonce[ids[i]][from];
                }
            }
        }
    }

    function _mintToken(address to, uint256 tokenId, uint256 amount) internal override {
        _mint(to, tokenId, amount, "");
    }
}
