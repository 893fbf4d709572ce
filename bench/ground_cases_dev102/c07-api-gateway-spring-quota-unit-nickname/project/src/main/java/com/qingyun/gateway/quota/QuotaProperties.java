package com.qingyun.gateway.quota;

import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "quota")
public class QuotaProperties {

    /** Length of one quota window, in minutes. */
    private long windowMinutes = 60;

    /** Calls allowed per window on the free plan. */
    private int freeLimit = 100;

    /** Calls allowed per window on the pro plan. */
    private int proLimit = 5000;

    public long getWindowMinutes() {
        return windowMinutes;
    }

    public void setWindowMinutes(long windowMinutes) {
        this.windowMinutes = windowMinutes;
    }

    public int getFreeLimit() {
        return freeLimit;
    }

    public void setFreeLimit(int freeLimit) {
        this.freeLimit = freeLimit;
    }

    public int getProLimit() {
        return proLimit;
    }

    public void setProLimit(int proLimit) {
        this.proLimit = proLimit;
    }
}
