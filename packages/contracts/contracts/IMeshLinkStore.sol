// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @notice What a collection asks of the Store that created it.
interface IMeshLinkStore {
    function metadataGateway() external view returns (string memory);

    function collectionOwner(address collection) external view returns (address);
}
