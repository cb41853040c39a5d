// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @notice What a collection asks of the Store that created it.
interface IMeshLinkStore {
    /// @notice Single and Multiple are the Store's own collections; External721 and External1155 are
    /// collections deployed elsewhere and registered by their owner (decision 020).
    enum CollectionKind {
        None,
        Single,
        Multiple,
        External721,
        External1155
    }

    function metadataGateway() external view returns (string memory);

    function collectionOwner(address collection) external view returns (address);

    /// @notice Who created or registered `collection`, and its kind (None when the Store does not know it).
    function collections(address collection) external view returns (address owner, CollectionKind kind);
}
