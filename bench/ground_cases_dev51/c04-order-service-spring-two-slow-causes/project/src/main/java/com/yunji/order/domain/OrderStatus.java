package com.yunji.order.domain;

public enum OrderStatus { CREATED, PAID, SHIPPED, COMPLETED, CANCELLED }
