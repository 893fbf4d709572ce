package com.vanline.dispatch.assign;

import java.util.List;

public interface DriverRepository {
    List<Driver> findOnline();
}
