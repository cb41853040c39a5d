// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {ERC1155URIStorage} from "@openzeppelin/contracts/token/ERC1155/extensions/ERC1155URIStorage.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice A plain OpenZeppelin ERC-1155 deployed outside MeshLink, with a name and symbol as most
/// marketplaces expect: what the import tests and the demo seed bring into MeshLink.
contract ExternalCollection1155 is ERC1155URIStorage, Ownable {
    string public name;
    string public symbol;

    constructor(string memory name_, string memory symbol_) ERC1155("") Ownable(msg.sender) {
        name = name_;
        symbol = symbol_;
    }

    function mint(address to, uint256 id, uint256 amount, string calldata tokenUri) external onlyOwner {
        _mint(to, id, amount, "");
        _setURI(id, tokenUri);
    }
}
