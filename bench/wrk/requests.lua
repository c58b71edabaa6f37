-- wrk script for bench/wrk-run.mjs. Arguments: a file of requests, one a line (kind, method, path, body and
-- "name: value" headers, separated by tabs), and optionally a mix such as "read=70,write=20,login=10".
-- Without a mix the requests are sent in turn (e.g. one captain's token after another); with one, each
-- request's kind is drawn with those weights and that kind's requests are sent in turn. Every request is
-- formatted once here, so the client spends nothing per request but a table lookup.

local kinds = {}      -- kind -> list of formatted requests
local order = {}      -- every request in file order
local next_of = {}    -- kind -> index of its next request
local weights = {}    -- { kind, cumulative weight }
local total = 0
local sent = 0

local function split(line)
  local fields = {}
  for field in (line .. "\t"):gmatch("([^\t]*)\t") do fields[#fields + 1] = field end
  return fields
end

function init(args)
  math.randomseed(os.time())
  for line in io.lines(args[1]) do
    if line ~= "" then
      local f = split(line)
      local headers = {}
      for i = 5, #f do
        local name, value = f[i]:match("^([^:]+): (.*)$")
        headers[name] = value
      end
      local body = f[4] ~= "" and f[4] or nil
      local formatted = wrk.format(f[2], f[3], headers, body)
      kinds[f[1]] = kinds[f[1]] or {}
      table.insert(kinds[f[1]], formatted)
      table.insert(order, formatted)
      next_of[f[1]] = 1
    end
  end
  for kind, weight in (args[2] or ""):gmatch("(%w+)=(%d+)") do
    if not kinds[kind] then error("no requests of kind " .. kind) end
    total = total + tonumber(weight)
    table.insert(weights, { kind, total })
  end
end

function request()
  if total == 0 then
    sent = sent % #order + 1
    return order[sent]
  end
  local draw = math.random() * total
  for _, w in ipairs(weights) do
    if draw < w[2] then
      local list = kinds[w[1]]
      local i = next_of[w[1]]
      next_of[w[1]] = i % #list + 1
      return list[i]
    end
  end
end
