// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IStakingVault {
    event Staked(address indexed user, uint256 amount);
    event Withdrawn(address indexed user, uint256 amount);
    event RewardPaid(address indexed user, uint256 reward);
    event RewardRateUpdated(uint256 oldRate, uint256 newRate);
    event MinStakeUpdated(uint256 oldMinStake, uint256 newMinStake);

    function stake() external payable;

    function withdraw(uint256 amount) external;

    function claim() external;

    function earned(address account) external view returns (uint256);
}
