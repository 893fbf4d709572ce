package com.parkside.loyalty.points

/** A redemption asked for more points than the member has; the API answers 409. */
class InsufficientPointsException(
    val memberId: String,
    val requested: Int,
    val available: Int,
) : RuntimeException("only $available points available, $requested requested")
