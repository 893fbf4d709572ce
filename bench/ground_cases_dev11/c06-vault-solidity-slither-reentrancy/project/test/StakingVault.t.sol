// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test} from "forge-std/Test.sol";
import {RewardToken} from "../src/RewardToken.sol";
import {StakingVault} from "../src/StakingVault.sol";

contract StakingVaultTest is Test {
    RewardToken token;
    StakingVault vault;
    address alice = makeAddr("alice");
    address bob = makeAddr("bob");

    function setUp() public {
        token = new RewardToken();
        vault = new StakingVault(token, 1e15);
        token.setMinter(address(vault));
        vm.deal(alice, 10 ether);
        vm.deal(bob, 10 ether);
    }

    function testStake() public {
        vm.prank(alice);
        vault.stake{value: 1 ether}();
        assertEq(vault.balances(alice), 1 ether);
        assertEq(vault.totalStaked(), 1 ether);
    }

    function testStakeTooSmallReverts() public {
        vm.prank(alice);
        vm.expectRevert("stake too small");
        vault.stake{value: 0.001 ether}();
    }

    function testWithdraw() public {
        vm.startPrank(alice);
        vault.stake{value: 2 ether}();
        vault.withdraw(0.5 ether);
        vm.stopPrank();
        assertEq(vault.balances(alice), 1.5 ether);
        assertEq(alice.balance, 8.5 ether);
    }

    function testWithdrawMoreThanBalanceReverts() public {
        vm.startPrank(alice);
        vault.stake{value: 1 ether}();
        vm.expectRevert("insufficient balance");
        vault.withdraw(2 ether);
        vm.stopPrank();
    }

    function testEarnedAccruesOverTime() public {
        vm.prank(alice);
        vault.stake{value: 1 ether}();
        skip(100);
        assertEq(vault.earned(alice), 100 * 1e15);
    }

    function testClaimMintsRewards() public {
        vm.prank(alice);
        vault.stake{value: 1 ether}();
        skip(10);
        vm.prank(alice);
        vault.claim();
        assertEq(token.balanceOf(alice), 10 * 1e15);
        assertEq(vault.rewards(alice), 0);
    }

    function testOnlyOwnerCanSetRewardRate() public {
        vm.prank(bob);
        vm.expectRevert();
        vault.setRewardRate(1);
    }
}
