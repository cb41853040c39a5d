// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice A plain OpenZeppelin ERC-721 deployed outside MeshLink, as a creator's existing
/// collection elsewhere: what the import tests and the demo seed bring into MeshLink.
contract ExternalCollection721 is ERC721URIStorage, Ownable {
    uint256 private _lastTokenId;

    constructor(string memory name_, string memory symbol_) ERC721(name_, symbol_) Ownable(msg.sender) {}

    function mint(address to, string calldata uri) external onlyOwner returns (uint256 tokenId) {
        tokenId = ++_lastTokenId;
        _safeMint(to, tokenId);
        _setTokenURI(tokenId, uri);
    }
}
