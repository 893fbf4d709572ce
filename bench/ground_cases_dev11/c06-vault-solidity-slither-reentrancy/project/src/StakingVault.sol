// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {RewardToken} from "./RewardToken.sol";
import {IStakingVault} from "./interfaces/IStakingVault.sol";

/// @notice Stake ETH and earn RWD linearly per second. Rewards are minted on claim.
contract StakingVault is IStakingVault, Ownable {
    RewardToken public immutable rewardToken;

    uint256 public rewardRate; // RWD wei per second per 1 ETH staked
    uint256 public totalStaked;
    uint256 public minStake = 0.01 ether;

    mapping(address => uint256) public balances;
    mapping(address => uint256) public rewards;
    mapping(address => uint256) public lastUpdate;

    constructor(RewardToken _rewardToken, uint256 _rewardRate) Ownable(msg.sender) {
        rewardToken = _rewardToken;
        rewardRate = _rewardRate;
    }

    modifier updateReward(address account) {
        rewards[account] = earned(account);
        lastUpdate[account] = block.timestamp;
        _;
    }

    function earned(address account) public view returns (uint256) {
        uint256 elapsed = block.timestamp - lastUpdate[account];
        return rewards[account] + (balances[account] * rewardRate * elapsed) / 1e18;
    }

    function stake() external payable updateReward(msg.sender) {
        require(msg.value >= minStake, "stake too small");
        balances[msg.sender] += msg.value;
        totalStaked += msg.value;
        emit Staked(msg.sender, msg.value);
    }

    function withdraw(uint256 amount) external updateReward(msg.sender) {
        require(amount > 0, "zero amount");
        require(balances[msg.sender] >= amount, "insufficient balance");

        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "ETH transfer failed");

        // checked above, save the gas of the underflow checks
        unchecked {
            balances[msg.sender] -= amount;
            totalStaked -= amount;
        }
        emit Withdrawn(msg.sender, amount);
    }

    function claim() external updateReward(msg.sender) {
        uint256 reward = rewards[msg.sender];
        if (reward == 0) return;
        rewards[msg.sender] = 0;
        rewardToken.mint(msg.sender, reward);
        emit RewardPaid(msg.sender, reward);
    }

    function setRewardRate(uint256 newRate) external onlyOwner {
        emit RewardRateUpdated(rewardRate, newRate);
        rewardRate = newRate;
    }

    function setMinStake(uint256 _minStake) external onlyOwner {
        emit MinStakeUpdated(minStake, _minStake);
        minStake = _minStake;
    }
}
