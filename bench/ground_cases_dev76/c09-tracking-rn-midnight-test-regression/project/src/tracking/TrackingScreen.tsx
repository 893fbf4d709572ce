import React from 'react';
import { StyleSheet, Text, View } from 'react-native';
import MapView, { Marker } from 'react-native-maps';

import { etaText } from './etaText';
import { statusLabel, TrackingStatus } from './statusLabel';
import { useDriverLocation } from './useDriverLocation';

type Props = {
  orderId: string;
  status: TrackingStatus;
  etaSeconds: number | null;
  deliveredAt?: Date;
  destination: { lat: number; lng: number };
};

export function TrackingScreen({ orderId, status, etaSeconds, deliveredAt, destination }: Props) {
  const driver = useDriverLocation(orderId);
  return (
    <View style={styles.root}>
      <MapView
        style={styles.map}
        initialRegion={{
          latitude: destination.lat,
          longitude: destination.lng,
          latitudeDelta: 0.015,
          longitudeDelta: 0.015,
        }}>
        <Marker coordinate={{ latitude: destination.lat, longitude: destination.lng }} title="收货地址" />
        {driver && (
          <Marker
            coordinate={{ latitude: driver.lat, longitude: driver.lng }}
            rotation={driver.heading}
            image={require('../../assets/rider.png')}
          />
        )}
      </MapView>
      <View style={styles.panel}>
        <Text style={styles.status}>{statusLabel(status, deliveredAt)}</Text>
        {status === 'OUT_FOR_DELIVERY' && <Text style={styles.eta}>{etaText(etaSeconds, new Date())}</Text>}
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  root: { flex: 1 },
  map: { flex: 1 },
  panel: { padding: 16, backgroundColor: '#fff' },
  status: { fontSize: 18, fontWeight: '600' },
  eta: { marginTop: 4, fontSize: 14, color: '#666' },
});
