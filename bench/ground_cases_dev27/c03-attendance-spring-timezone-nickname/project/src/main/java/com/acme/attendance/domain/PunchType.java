package com.acme.attendance.domain;

public enum PunchType {
    IN,
    OUT
}
