// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Script, console2} from "forge-std/Script.sol";
import {RewardToken} from "../src/RewardToken.sol";
import {StakingVault} from "../src/StakingVault.sol";

contract Deploy is Script {
    function run() external {
        uint256 pk = vm.envUint("DEPLOYER_KEY");
        uint256 rate = vm.envOr("REWARD_RATE", uint256(1e15));

        vm.startBroadcast(pk);
        RewardToken token = new RewardToken();
        StakingVault vault = new StakingVault(token, rate);
        token.setMinter(address(vault));
        vm.stopBroadcast();

        console2.log("RewardToken ", address(token));
        console2.log("StakingVault", address(vault));
    }
}
