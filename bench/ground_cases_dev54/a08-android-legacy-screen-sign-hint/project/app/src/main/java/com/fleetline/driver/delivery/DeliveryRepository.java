package com.fleetline.driver.delivery;

import android.content.Context;
import com.fleetline.driver.data.DriverDatabase;
import com.fleetline.driver.sync.UploadQueue;

/** Local store for stops and delivery confirmations; uploads are queued for the sync service. */
public final class DeliveryRepository {

    private static DeliveryRepository instance;
    private final DriverDatabase db;
    private final UploadQueue uploads;

    private DeliveryRepository(Context context) {
        db = DriverDatabase.open(context);
        uploads = new UploadQueue(context);
    }

    public static synchronized DeliveryRepository get(Context context) {
        if (instance == null) {
            instance = new DeliveryRepository(context.getApplicationContext());
        }
        return instance;
    }

    public Stop stop(long id) {
        return db.stops().byId(id);
    }

    public void confirm(long stopId, String recipient, byte[] signaturePng) {
        db.stops().markDelivered(stopId, recipient, System.currentTimeMillis());
        uploads.enqueueSignature(stopId, signaturePng);
    }
}
