/* I2C1 on PB6/PB7, 400 kHz, polled. Returns 0 on success, -1 on NACK/timeout. */
#include "i2c.h"

#include "board.h"
#include "stm32f1xx.h"

#define TIMEOUT_MS 5u

static int wait_flag(volatile uint32_t *reg, uint32_t flag)
{
    uint32_t start = millis();
    while (!(*reg & flag)) {
        if (I2C1->SR1 & I2C_SR1_AF) {
            I2C1->SR1 &= ~I2C_SR1_AF;
            I2C1->CR1 |= I2C_CR1_STOP;
            return -1;
        }
        if (millis() - start > TIMEOUT_MS) {
            return -1;
        }
    }
    return 0;
}

void i2c_init(void)
{
    RCC->APB1ENR |= RCC_APB1ENR_I2C1EN;
    RCC->APB2ENR |= RCC_APB2ENR_IOPBEN;
    GPIOB->CRL = (GPIOB->CRL & ~0xFF000000u) | 0xFF000000u;   /* AF open-drain */
    I2C1->CR2 = 36;
    I2C1->CCR = I2C_CCR_FS | 30;
    I2C1->TRISE = 11;
    I2C1->CR1 = I2C_CR1_PE;
}

static int start(uint8_t addr_rw)
{
    I2C1->CR1 |= I2C_CR1_START;
    if (wait_flag(&I2C1->SR1, I2C_SR1_SB)) return -1;
    I2C1->DR = addr_rw;
    if (wait_flag(&I2C1->SR1, I2C_SR1_ADDR)) return -1;
    (void)I2C1->SR2;
    return 0;
}

int i2c_write16(uint8_t addr, uint8_t reg, uint16_t value)
{
    if (start((uint8_t)(addr << 1))) return -1;
    const uint8_t bytes[3] = {reg, (uint8_t)(value >> 8), (uint8_t)value};
    for (int i = 0; i < 3; i++) {
        I2C1->DR = bytes[i];
        if (wait_flag(&I2C1->SR1, I2C_SR1_BTF)) return -1;
    }
    I2C1->CR1 |= I2C_CR1_STOP;
    return 0;
}

int i2c_read16(uint8_t addr, uint8_t reg, uint16_t *out)
{
    if (start((uint8_t)(addr << 1))) return -1;
    I2C1->DR = reg;
    if (wait_flag(&I2C1->SR1, I2C_SR1_BTF)) return -1;
    I2C1->CR1 |= I2C_CR1_ACK | I2C_CR1_POS;
    if (start((uint8_t)((addr << 1) | 1u))) return -1;
    I2C1->CR1 &= ~I2C_CR1_ACK;
    if (wait_flag(&I2C1->SR1, I2C_SR1_BTF)) return -1;
    I2C1->CR1 |= I2C_CR1_STOP;
    uint8_t hi = (uint8_t)I2C1->DR;
    uint8_t lo = (uint8_t)I2C1->DR;
    I2C1->CR1 &= ~I2C_CR1_POS;
    *out = (uint16_t)((hi << 8) | lo);
    return 0;
}
