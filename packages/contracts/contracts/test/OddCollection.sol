// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @notice Test double: a contract that answers ERC-165, EIP-173 and ERC-721's ownerOf as a test sets
/// it up, to show that the Store refuses with its own errors whatever is not a well-formed collection.
contract OddCollection {
    enum OwnerAnswer {
        Deployer,
        Reverts,
        ShortWord
    }

    bytes4 private immutable _claimed;
    bool private immutable _claimsEverything;
    OwnerAnswer private immutable _ownerAnswer;
    address private immutable _deployer;

    constructor(bytes4 claimed, bool claimsEverything, OwnerAnswer ownerAnswer) {
        _claimed = claimed;
        _claimsEverything = claimsEverything;
        _ownerAnswer = ownerAnswer;
        _deployer = msg.sender;
    }

    function supportsInterface(bytes4 interfaceId) external view returns (bool) {
        return _claimsEverything || interfaceId == 0x01ffc9a7 || interfaceId == _claimed;
    }

    function owner() external view returns (address) {
        if (_ownerAnswer == OwnerAnswer.Reverts) revert();
        if (_ownerAnswer == OwnerAnswer.ShortWord) _answerShort(_deployer);
        return _deployer;
    }

    /// @dev Every token is the deployer's, in an answer one byte short of an ABI word.
    function ownerOf(uint256) external view returns (address) {
        _answerShort(_deployer);
    }

    function _answerShort(address account) private pure {
        assembly ("memory-safe") {
            mstore(0x00, account)
            return(0x01, 0x1f)
        }
    }
}
