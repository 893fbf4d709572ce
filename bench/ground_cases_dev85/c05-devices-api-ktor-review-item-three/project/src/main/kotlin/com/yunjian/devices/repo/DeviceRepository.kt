package com.yunjian.devices.repo

import com.yunjian.devices.model.Device
import java.util.UUID
import java.util.concurrent.ConcurrentHashMap

class DuplicateSerialException(val serial: String) : RuntimeException("serial $serial already registered")

interface DeviceRepository {
    fun list(limit: Int, offset: Int): List<Device>
    fun get(id: String): Device?
    fun create(serial: String, name: String, model: String): Device
    fun update(id: String, change: (Device) -> Device): Device?
    /** true when a device was removed, false when there was none with this id */
    fun delete(id: String): Boolean
}

class InMemoryDeviceRepository : DeviceRepository {
    private val rows = ConcurrentHashMap<String, Device>()

    override fun list(limit: Int, offset: Int): List<Device> =
        rows.values.sortedBy { it.serial }.drop(offset).take(limit)

    override fun get(id: String): Device? = rows[id]

    override fun create(serial: String, name: String, model: String): Device {
        if (rows.values.any { it.serial == serial }) throw DuplicateSerialException(serial)
        val device = Device(id = UUID.randomUUID().toString(), serial = serial, name = name, model = model)
        rows[device.id] = device
        return device
    }

    override fun update(id: String, change: (Device) -> Device): Device? =
        rows.computeIfPresent(id) { _, old -> change(old) }

    override fun delete(id: String): Boolean = rows.remove(id) != null
}
