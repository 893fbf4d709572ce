import request from './request'

export const listGoods = (params) => request.get('/goods', { params })
export const getGoods = (id) => request.get(`/goods/${id}`)
export const addToCart = (goodsId, qty = 1) => request.post('/cart', { goodsId, qty })
