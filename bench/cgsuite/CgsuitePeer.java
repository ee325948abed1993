package org.cgsuite.core;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The bench's CGSuite peer (bench/cgsuite/README.md): reads lines "op<TAB>expression" where the
 * expression is plain-form games joined by " + ", and answers each with one line
 * "ms<TAB>cpu ms<TAB>answer", timed around CGSuite's own CanonicalShortGameOps: wall time by
 * System.nanoTime, CPU time of this (the only working) thread by ThreadMXBean, which a loaded
 * machine inflates far less.
 *   hot: canonical form of the sum, both stops, thermograph and temperature;
 *   rcf: canonical form of the sum and its reduced canonical form.
 * It lives in CGSuite's package to call the package-private static operations.
 */
public final class CgsuitePeer {
  private final String s;
  private int i;

  private CgsuitePeer(String s) { this.s = s; }

  private void skip() { while (i < s.length() && s.charAt(i) == ' ') i++; }

  private int game() {
    skip();
    char c = s.charAt(i);
    if (c == '{') {
      i++;
      List<java.lang.Integer> left = new ArrayList<>(), right = new ArrayList<>();
      List<java.lang.Integer> side = left;
      for (;;) {
        skip();
        char d = s.charAt(i);
        if (d == '|') { side = right; i++; continue; }
        if (d == ',') { i++; continue; }
        if (d == '}') { i++; break; }
        side.add(game());
      }
      return CanonicalShortGameOps.constructFromOptions(
          left.stream().mapToInt(x -> x).toArray(), right.stream().mapToInt(x -> x).toArray());
    }
    if (c == '*') {
      i++;
      int start = i;
      while (i < s.length() && Character.isDigit(s.charAt(i))) i++;
      int n = i == start ? 1 : java.lang.Integer.parseInt(s.substring(start, i));
      return CanonicalShortGameOps.constructNus(Values.zero(), 0, n);
    }
    int start = i;
    if (c == '-') i++;
    while (i < s.length() && (Character.isDigit(s.charAt(i)) || s.charAt(i) == '/')) i++;
    String[] pq = s.substring(start, i).split("/");
    BigInteger p = new BigInteger(pq[0]), q = pq.length > 1 ? new BigInteger(pq[1]) : BigInteger.ONE;
    return CanonicalShortGameOps.constructNus((DyadicRationalNumber) RationalNumber.of(p, q), 0, 0);
  }

  private int sum() {
    int g = game();
    for (;;) {
      skip();
      if (i >= s.length() || s.charAt(i) != '+') return g;
      i++;
      g = CanonicalShortGameOps.add(g, game());
    }
  }

  public static void main(String[] args) throws Exception {
    java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isEmpty()) continue;
      String[] parts = line.split("\t", 2);
      long t0 = System.nanoTime();
      long c0 = cpu.getCurrentThreadCpuTime();
      int g = new CgsuitePeer(parts[1]).sum();
      String answer;
      if (parts[0].equals("rcf")) {
        int r = CanonicalShortGameOps.rcf(g);
        answer = "rcf options " + CanonicalShortGameOps.getNumLeftOptions(r) + "+" + CanonicalShortGameOps.getNumRightOptions(r);
      } else {
        DyadicRationalNumber ls = CanonicalShortGameOps.leftStop(g), rs = CanonicalShortGameOps.rightStop(g);
        CanonicalShortGameOps.thermograph(g);
        answer = "stops " + ls + " " + rs + " temperature " + CanonicalShortGameOps.temperature(g);
      }
      double ms = (System.nanoTime() - t0) / 1e6;
      double cpuMs = (cpu.getCurrentThreadCpuTime() - c0) / 1e6;
      System.out.println(ms + "\t" + cpuMs + "\t" + answer);
      System.out.flush();
    }
  }
}
